import type { Knex } from 'knex'

// Accent folding that works the same on PGlite (C locale, where lower() leaves é as is)
// and on the server: both the column and the typed word pass through it.
const ACCENTED = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūçñýÿÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÇÑÝ'
const PLAIN = 'aaaaaaaeeeeeiiiiiooooooouuuuucnyyaaaaaaaeeeeeiiiiiooooooouuuuucny'
const fold = (sql: string) => `translate(lower(${sql}), '${ACCENTED}', '${PLAIN}')`

/** A `like` pattern that finds the word anywhere, its `%`, `_` and `\` taken literally. */
export function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
}

/**
 * The lists' search: every typed word must match one of the columns, ignoring case (and
 * accents, with `foldAccents`).
 */
export function whereEveryWord(
  q: Knex.QueryBuilder,
  columns: string[],
  search: string | undefined,
  options: { foldAccents?: boolean } = {},
): void {
  const words = (search ?? '').normalize('NFC').trim().split(/\s+/).filter(Boolean)
  for (const word of words) {
    const like = containing(word)
    q.where((w) => {
      for (const column of columns) {
        if (options.foldAccents) w.orWhereRaw(`${fold(column)} like ${fold('?')}`, [like])
        else w.orWhereILike(column, like)
      }
    })
  }
}

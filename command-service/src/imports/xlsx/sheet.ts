import { MAX_IMPORT_ROWS, type TableRow, tooManyRows } from '../table.ts'
import { cutCell } from './workbook.ts'
import { readXmlPart } from './xmlParts.ts'
import { damaged, type ZipParts } from './zipParts.ts'

/**
 * A number as Excel shows it: at most 15 significant digits, so a formula's 3.6300000000000003
 * (=3.3*1.1) reads as the 3.63 on screen, while 3.625 stays 3.625.
 */
export function shownNumber(raw: string): string {
  const n = Number(raw)
  if (raw.trim() === '' || !Number.isFinite(n)) return raw.trim()
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return String(n)
  return String(Number(n.toPrecision(15)))
}

/** "XFD1" → column 16383 (from 0), row 1; a reference without a row gives NaN for it. */
function cellAt(ref: string): { col: number; row: number } {
  let col = 0
  let i = 0
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20
    if (code < 0x61 || code > 0x7a) break
    col = col * 26 + (code - 0x60)
  }
  return { col: col - 1, row: Number.parseInt(ref.slice(i), 10) }
}

export interface SheetRead {
  /** The header line (the first with a cell that is not blank) and the lines under it. */
  lines: TableRow[]
  merges: string[]
}

/**
 * A sheet's lines, holding only the columns its header line names: cells are read as the file
 * lists them (never by walking every column up to the last one used), and a cell under no header
 * (a stray value in XFD9, say) is never kept. Each cell is the text it shows.
 */
export async function readSheet(
  parts: ZipParts,
  part: string,
  strings: readonly string[],
): Promise<SheetRead> {
  const lines: TableRow[] = []
  const merges: string[] = []
  /** Sheet column → position among the header's columns, once the header line is read. */
  let columns: Map<number, number> | null = null
  let rowNumber = 0
  let dataRows = 0
  let cells = new Map<number, string>()
  let col = -1
  let type = 'n'
  let inValue = false
  let inText = 0
  let phonetic = 0
  let value: string[] = []

  const endRow = () => {
    if (columns === null) {
      const named = [...cells].filter(([, text]) => text.trim() !== '').sort(([a], [b]) => a - b)
      if (named.length === 0) return
      columns = new Map(named.map(([c], i) => [c, i]))
      const header = named.map(([, text]) => text)
      lines.push({ row: rowNumber, cells: header })
      return
    }
    const row = new Array<string>(columns.size).fill('')
    for (const [c, text] of cells) row[columns.get(c)!] = text
    // Stop at the limit: a sheet of a million short lines is refused without holding them all.
    if (cells.size > 0 && ++dataRows > MAX_IMPORT_ROWS) throw tooManyRows()
    lines.push({ row: rowNumber, cells: row })
  }

  await readXmlPart(parts, part, {
    open(tag, a) {
      if (tag === 'row') {
        rowNumber = a.r ? Number.parseInt(a.r, 10) : rowNumber + 1
        cells = new Map()
        col = -1
      } else if (tag === 'c') {
        col = a.r ? cellAt(a.r).col : col + 1
        type = a.t ?? 'n'
        value = []
      } else if (tag === 'v') inValue = true
      else if (tag === 'rPh') phonetic += 1
      else if (tag === 't' && phonetic === 0) inText += 1
      else if (tag === 'mergeCell' && a.ref) merges.push(a.ref)
    },
    close(tag) {
      if (tag === 'v') inValue = false
      else if (tag === 't' && phonetic === 0) inText -= 1
      else if (tag === 'rPh') phonetic -= 1
      else if (tag === 'c') {
        // Past the header, a column it does not name is dropped here, before any text is made of it.
        if (columns === null || columns.has(col)) {
          const text = cutCell(cellText(type, value.join(''), strings))
          if (text !== '') cells.set(col, text)
        }
      } else if (tag === 'row') endRow()
    },
    text(text) {
      if (inValue || inText > 0) {
        if (columns === null || columns.has(col)) value.push(text)
      }
    },
  })
  fillMerges(merges, lines, columns)
  return { lines, merges }
}

/** What a cell shows for its type: a shared or inline string, a formula's cached result, a number. */
function cellText(type: string, raw: string, strings: readonly string[]): string {
  switch (type) {
    case 's':
      return strings[Number.parseInt(raw, 10)] ?? ''
    case 'str':
    case 'inlineStr':
      return raw
    case 'b':
      return raw === '1' ? 'true' : raw === '0' ? 'false' : raw
    case 'e':
      return ''
    case 'd':
      return raw.slice(0, 10)
    default:
      return shownNumber(raw)
  }
}

/**
 * A merged range reads as its top-left value in every cell it covers, on the lines there are.
 * Excel never overlaps merged ranges, so no more cells are filled than the lines hold; a file
 * whose ranges would fill more is damaged (and would cost rows × ranges to fill).
 */
function fillMerges(
  merges: readonly string[],
  lines: readonly TableRow[],
  columns: ReadonlyMap<number, number> | null,
): void {
  if (columns === null || merges.length === 0) return
  const ordered = [...lines].sort((a, b) => a.row - b.row)
  const firstAtOrAfter = (row: number) => {
    let lo = 0
    let hi = ordered.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (ordered[mid]!.row < row) lo = mid + 1
      else hi = mid
    }
    return lo
  }
  let budget = ordered.length * columns.size
  for (const ref of merges) {
    const [from, to] = ref.split(':').map(cellAt)
    if (!from || !to) continue
    const start = firstAtOrAfter(from.row)
    const master =
      ordered[start]?.row === from.row ? ordered[start]!.cells[columns.get(from.col) ?? -1] : undefined
    if (master === undefined) continue
    const covered = [...columns].filter(([c]) => c >= from.col && c <= to.col).map(([, at]) => at)
    for (let i = start; i < ordered.length && ordered[i]!.row <= to.row; i++) {
      budget -= covered.length
      if (budget < 0) throw damaged()
      for (const at of covered) ordered[i]!.cells[at] = master
    }
  }
}

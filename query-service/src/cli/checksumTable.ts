import type { TableChecksum } from '../projections/checksums.ts'

/**
 * Prints the read-model checksums as a table: one list, or two side by side (before and after,
 * source and restore). Answers the tables whose two checksums or row counts differ.
 */
export function printChecksums(before: TableChecksum[], after?: TableChecksum[]): string[] {
  const rows = (list: TableChecksum[] | undefined, table: string) => list?.find((t) => t.table === table)
  const tables = [...new Set([...before, ...(after ?? [])].map((t) => t.table))].sort()
  const differing: string[] = []
  const heading = after ? ['before', 'after'] : ['']
  console.log(
    `\n${'table'.padEnd(24)} ${heading.map((h) => `${`rows ${h}`.trim().padStart(12)} ${`checksum ${h}`.trim().padEnd(20)}`).join(' ')}`,
  )
  for (const table of tables) {
    const b = rows(before, table)
    const cells = (t: TableChecksum | undefined) =>
      `${String(t?.rows ?? '-').padStart(12)} ${(t?.checksum ?? '-').padEnd(20)}`
    if (!after) {
      console.log(`${table.padEnd(24)} ${cells(b)}`)
      continue
    }
    const a = rows(after, table)
    const same = b?.checksum === a?.checksum && b?.rows === a?.rows
    if (!same) differing.push(table)
    console.log(`${table.padEnd(24)} ${cells(b)} ${cells(a)} ${same ? 'equal' : 'DIFFERENT'}`)
  }
  console.log('')
  return differing
}

import { Readable } from 'node:stream'
import { invalid } from '@provender/events'
import ExcelJS from 'exceljs'
import { MAX_IMPORT_ROWS, type Table, type TableRow, tableOf, tooManyRows } from './table.ts'

/** An XLSX file is a zip archive: its first bytes say so, whatever the Content-Type claims. */
export function looksLikeXlsx(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
}

const NOT_A_WORKBOOK =
  'The file is not a readable XLSX workbook. Save it again from your spreadsheet as .xlsx or .csv.'

/**
 * An XLSX upload as a table: its first sheet (the preview says which, when there are several),
 * each cell as the text it shows; a merged range reads as its top-left value in every cell it
 * covers (a category merged down a block of rows applies to each row), and the preview lists it.
 * The rows are counted first by exceljs's streaming reader, which keeps none of them, so a
 * workbook past the limit is refused before the whole of it is loaded.
 */
export async function readXlsx(bytes: Uint8Array): Promise<Table> {
  await refuseOverLimit(bytes)
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never)
  } catch {
    throw invalid(NOT_A_WORKBOOK)
  }
  const sheets = workbook.worksheets.filter((s) => s.state !== 'veryHidden')
  const sheet = sheets[0]
  if (!sheet) throw invalid('The workbook has no sheet to read.')
  const notes: string[] = []
  if (sheets.length > 1) {
    const names = sheets.map((s) => `"${s.name}"`).join(', ')
    notes.push(`Read the first sheet, "${sheet.name}", of ${sheets.length}: ${names}.`)
  } else notes.push(`Read the sheet "${sheet.name}".`)
  const merges = sheet.model.merges
  if (merges.length > 0) {
    const shown = merges.slice(0, 5).join(', ')
    notes.push(
      `Merged cells (${shown}${merges.length > 5 ? ', …' : ''}) were read as their top-left value in every cell they cover.`,
    )
  }
  const width = sheet.columnCount
  const lines: TableRow[] = []
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = []
    for (let col = 1; col <= width; col++) {
      const cell = row.getCell(col)
      cells.push(cellText((cell.isMerged ? cell.master : cell).value))
    }
    lines.push({ row: rowNumber, cells })
  })
  return tableOf(lines, notes)
}

/** What a cell shows, as text: a formula's result, a link's text, a date as YYYY-MM-DD. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if ('richText' in value) return value.richText.map((r) => r.text).join('')
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result
    return typeof result === 'object' && result !== null && 'error' in result ? '' : cellText(result ?? null)
  }
  if ('hyperlink' in value) return String(value.text ?? '')
  if ('error' in value) return ''
  return ''
}

/** Streams through every sheet counting rows; stops and refuses as soon as the limit is passed. */
async function refuseOverLimit(bytes: Uint8Array): Promise<void> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    worksheets: 'emit',
    sharedStrings: 'ignore',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  })
  let rows = 0
  try {
    for await (const worksheet of reader) {
      for await (const _row of worksheet) {
        rows += 1
        // The header line and the data rows of every sheet: past this, the load alone could run out of memory.
        if (rows > MAX_IMPORT_ROWS + 1) throw tooManyRows()
      }
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'DomainError') throw error
    throw invalid(NOT_A_WORKBOOK)
  }
}

import { type ImportFieldChange, type ImportProduct, type ImportRow, importLayouts } from '@provender/events'
import {
  formatCount,
  formatMoneyCents,
  formatPriceMove,
  formatUnitPrice,
  unitWord,
} from '@provender/web-shared/format/numbers.ts'
import type { ImportKind, ImportPreview, RowStatus } from './importCalls.ts'

export const KIND_LABELS: Record<ImportKind, string> = {
  catalogue: 'Categories and products',
  customers: 'Customers',
  prices: 'Price lines',
  stock: 'Stock (available, limited, out)',
}

/** A field as the layout's header names it ("Owner email"); fields the layout lacks as they are. */
export function fieldLabel(kind: ImportKind, field: string): string {
  const labels: Record<string, string> = { ownerEmail: 'Owner email', email: 'Contact email' }
  return importLayouts[kind].find((c) => c.field === field)?.header ?? labels[field] ?? field
}

/** The fields a column may be mapped to, required ones first. */
export function mappableFields(kind: ImportKind): { field: string; label: string; required: boolean }[] {
  return [...importLayouts[kind]]
    .sort((a, b) => Number(b.required) - Number(a.required))
    .map((c) => ({ field: c.field, label: c.header, required: c.required }))
}

const STATUS_WORDS: Record<RowStatus, [string, string]> = {
  new: ['new', 'new'],
  changed: ['changed', 'changed'],
  unchanged: ['unchanged', 'unchanged'],
  error: ['error', 'errors'],
}

/** "3 new", "1 error", "2 errors". */
export function countLabel(status: RowStatus, n: number): string {
  const [one, many] = STATUS_WORDS[status]
  return `${formatCount(n)} ${n === 1 ? one : many}`
}

/**
 * One change as the preview shows it: "Price: $9.50 → $12.50 /pack" (in the product's unit), a
 * new value alone ("Price: $12.50 /lb"); other fields as the file has them.
 */
export function changeText(kind: ImportKind, change: ImportFieldChange, product?: ImportProduct): string {
  const label = fieldLabel(kind, change.field)
  if (change.cents) return `${label}: ${priceText(change.cents, product)}`
  const to = change.to === '' ? '(empty)' : change.to
  return change.from === '' ? `${label}: ${to}` : `${label}: ${change.from} → ${to}`
}

function priceText({ from, to }: { from: number | null; to: number }, product?: ImportProduct): string {
  if (!product)
    return from === null ? formatMoneyCents(to) : `${formatMoneyCents(from)} → ${formatMoneyCents(to)}`
  const unit = product.quantityType
  return from === null ? formatUnitPrice(to / 100, unit) : formatPriceMove(from / 100, to / 100, unit)
}

/**
 * What a row is about, as the preview names it: the product's name, then its code and unit ("OIL ·
 * per pack"), then a price row's customer ("Blue Door · BD-1"); a row without them, its key.
 */
export function itemLines(row: Pick<ImportRow, 'key' | 'product' | 'customer'>): string[] {
  if (!row.product) return [row.key]
  const { id, name, quantityType } = row.product
  const customer = row.customer ? [`${row.customer.name} · ${row.customer.accountNumber}`] : []
  return [name, `${id} · per ${unitWord(quantityType)}`, ...customer]
}

/** A layout's columns as the screen lists them: required ones first, each marked. */
export function layoutColumnsText(kind: ImportKind): { required: string[]; optional: string[] } {
  const columns = importLayouts[kind]
  return {
    required: columns.filter((c) => c.required).map((c) => c.header),
    optional: columns.filter((c) => !c.required).map((c) => c.header),
  }
}

/** The rows an apply of the valid rows only would apply: every row without an error. */
export function validRowCount(preview: ImportPreview): number {
  return preview.counts.new + preview.counts.changed + preview.counts.unchanged
}

/** Whether "Apply N valid rows" is offered: rows are refused, and the valid ones change something. */
export function offersValidOnly(preview: ImportPreview): boolean {
  return (
    preview.missing.length === 0 &&
    preview.counts.error > 0 &&
    preview.counts.new + preview.counts.changed > 0
  )
}

/** "Apply 1 valid row", "Apply 4,998 valid rows". */
export function applyValidLabel(n: number): string {
  return `Apply ${formatCount(n)} valid ${n === 1 ? 'row' : 'rows'}`
}

/** "1 row", "5,000 rows". */
export function rowsLabel(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'row' : 'rows'}`
}

/** The question before applying the valid rows only: how many apply, how many are left out. */
export function validOnlyQuestion(preview: ImportPreview): string {
  const errors = preview.counts.error
  return (
    `Apply ${rowsLabel(validRowCount(preview))} without errors and leave out ${rowsLabel(errors)} with ` +
    `${errors === 1 ? 'an error' : 'errors'}? The rows left out change nothing; the import's record names ` +
    'them. Download them to fix and import again.'
  )
}

/** What an applied import did, for the notice: counts, and the rows left out. */
export function resultText(result: { importId: string | null; counts: Record<RowStatus, number> }): string {
  const { counts } = result
  if (result.importId === null) return 'Nothing to change: every row was as it is already.'
  const done = `Imported: ${countLabel('new', counts.new)}, ${countLabel('changed', counts.changed)}, ${countLabel('unchanged', counts.unchanged)}`
  return counts.error > 0 ? `${done}; ${rowsLabel(counts.error)} with errors left out.` : `${done}.`
}

/** "prices-2026-12.xlsx" -> "prices-2026-12-refused.csv", as the server names the download. */
export function refusedFileName(fileName: string, format: 'csv' | 'xlsx'): string {
  return `${fileName.replace(/\.(csv|txt|tsv|xlsx)$/i, '')}-refused.${format}`
}

/** Why Apply is not offered yet, or null when it is. */
export function applyBlocker(preview: ImportPreview): string | null {
  if (preview.missing.length > 0) return 'Choose a column for every required field first.'
  const errors = preview.counts.error
  if (errors > 0) {
    const fix = errors === 1 ? 'Fix the row with an error' : `Fix the ${formatCount(errors)} rows with errors`
    const or = offersValidOnly(preview) ? ', or apply the valid rows only' : ''
    return `${fix}, then upload the file again${or}.`
  }
  if (preview.counts.new + preview.counts.changed === 0)
    return 'Nothing to change: every row is as it is already.'
  return null
}

/** Mappings for the file's headers a layout did not know, as the admin chose them. */
export function mappingFor(choices: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(choices).filter(([, field]) => field !== ''))
}

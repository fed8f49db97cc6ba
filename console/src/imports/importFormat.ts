import { importLayouts } from '@provender/events'
import { formatCount } from '@provender/web-shared/format/numbers.ts'
import type { ImportKind, ImportPreview, RowStatus } from './importCalls.ts'

export const KIND_LABELS: Record<ImportKind, string> = {
  catalogue: 'Categories and products',
  customers: 'Customers',
  prices: 'Price lines',
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

/** One change as the preview shows it: "Price: 9.50 → 12.50"; a new value alone. */
export function changeText(kind: ImportKind, change: { field: string; from: string; to: string }): string {
  const label = fieldLabel(kind, change.field)
  const to = change.to === '' ? '(empty)' : change.to
  return change.from === '' ? `${label}: ${to}` : `${label}: ${change.from} → ${to}`
}

/** Why Apply is not offered yet, or null when it is. */
export function applyBlocker(preview: ImportPreview): string | null {
  if (preview.missing.length > 0) return 'Choose a column for every required field first.'
  const errors = preview.counts.error
  if (errors > 0)
    return errors === 1
      ? 'Fix the row with an error, then upload the file again.'
      : `Fix the ${errors} rows with errors, then upload the file again.`
  if (preview.counts.new + preview.counts.changed === 0)
    return 'Nothing to change: every row is as it is already.'
  return null
}

/** Mappings for the file's headers a layout did not know, as the admin chose them. */
export function mappingFor(choices: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(choices).filter(([, field]) => field !== ''))
}

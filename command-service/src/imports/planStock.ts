import {
  type Availability,
  addDays,
  availabilityInputSchema,
  calendarDate,
  cellPrefix,
  DomainError,
  type ImportRow,
  productIdSchema,
  streams,
} from '@provender/events'
import { productAggregate } from '../catalogue/product.ts'
import { availabilityAggregate, decideAvailability } from '../stock/availability.ts'
import { availabilityOf } from '../stock/setAvailability.ts'
import { type PlanContext, planEachRecord, type RowPlanner } from './plan.ts'
import { readUnit } from './planPrices.ts'
import { type ImportRecord, RowError, required } from './records.ts'

/** A status as spreadsheets write it; "in stock" and "sold out" read too. */
export function readStockStatus(raw: string): Availability['status'] | null {
  const status = raw.trim().toLowerCase()
  if (['available', 'in stock', 'yes'].includes(status)) return 'available'
  if (['limited', 'limit'].includes(status)) return 'limited'
  if (['out', 'out of stock', 'sold out', 'no'].includes(status)) return 'out'
  return null
}

/** Which column a refusal of the hand-set route's schema is about. */
const FIELD_OF_INPUT: Record<string, string> = { quantity: 'limit', unit: 'limitUnit', per: 'limitPer' }

/**
 * Stock: each row marks one product available, limited or out, as the hand-set route does
 * (decideAvailability, one ProductAvailabilitySet per row that changes something). The same
 * availability again records nothing, so a file imported twice changes nothing.
 */
export async function planStock(context: PlanContext): Promise<ImportRow[]> {
  const ids = context.sheet.records.flatMap((r) => (r.values.productId ? [r.values.productId.trim()] : []))
  await context.reads.preload(ids.flatMap((id) => [streams.product(id), streams.productAvailability(id)]))
  return planEachRecord(context, 'productId', (record) => record.values.productId?.trim() ?? '', planRow)
}

const planRow: RowPlanner = async ({ change }, record, firstRowOf) => {
  const idRead = productIdSchema.safeParse(required(record, 'productId', 'Product ID is empty.'))
  if (!idRead.success) throw new RowError('productId', idRead.error.issues[0]!.message)
  const productId = idRead.data
  const availability = readAvailability(record)
  // A refused row holds no product: the row that fixes it may follow.
  const first = firstRowOf.get(productId)
  if (first !== undefined)
    throw new RowError('productId', `Product ${productId} is listed on row ${first} already.`)
  firstRowOf.set(productId, record.row)
  const product = await change.state(streams.product(productId), productAggregate)
  if (product.status !== 'active') throw new RowError('productId', `Product ${productId} does not exist.`)
  const stream = streams.productAvailability(productId)
  const before = (await change.state(stream, availabilityAggregate)).availability
  change.row = record.row
  const { events } = await change
    .decide(stream, availabilityAggregate, (s) =>
      decideAvailability({ type: 'SetAvailability', productId, availability, product }, s),
    )
    .catch((error: unknown) => {
      // The decider refuses only a limit in a unit the product is not sold by (checked above: the rest).
      throw error instanceof DomainError ? new RowError('limitUnit', error.message) : error
    })
  const changes = events.length
    ? [{ field: 'status', from: stockText(before), to: stockText(availability) }]
    : []
  const quantityType = product.fields.unitType === 'weight' ? 'weight' : 'pack'
  const named = { id: productId, name: product.fields.name, quantityType } as const
  return {
    row: record.row,
    key: productId,
    status: events.length ? 'changed' : 'unchanged',
    changes,
    product: named,
  }
}

/** The row's availability, read as the hand-set route's body and checked by its schema. */
function readAvailability(record: ImportRecord): Availability {
  const v = record.values
  const raw = required(record, 'status', 'Status is empty: write "available", "limited" or "out".')
  const status = readStockStatus(raw)
  if (status === null)
    throw new RowError('status', `Status "${cellPrefix(raw)}" is not "available", "limited" or "out".`)
  const body =
    status === 'limited'
      ? {
          status,
          quantity: readLimit(
            required(record, 'limit', 'Limit is empty: a limited product needs its limit.'),
          ),
          unit: limitUnit(
            required(record, 'limitUnit', 'Limit unit is empty: write "case", "pack" or "lb".'),
          ),
          per: limitPer(required(record, 'limitPer', 'Limit per is empty: write "customer" or "date".')),
        }
      : status === 'out'
        ? { status, until: v.until ? readDate(v.until) : null }
        : { status }
  const parsed = availabilityInputSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new RowError(FIELD_OF_INPUT[String(issue.path[0])] ?? 'status', issue.message)
  }
  return availabilityOf(parsed.data)
}

function readLimit(raw: string): number {
  const text = raw.replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(text)) throw new RowError('limit', `Limit "${cellPrefix(raw)}" is not a number.`)
  return Number(text)
}

function limitUnit(raw: string): 'case' | 'pack' | 'lb' {
  const unit = readUnit(raw)
  if (unit === null)
    throw new RowError('limitUnit', `Limit unit "${cellPrefix(raw)}" is not "case", "pack" or "lb".`)
  return unit
}

function limitPer(raw: string): 'customer' | 'date' {
  const per = raw.trim().toLowerCase()
  if (['customer', 'per customer', 'each customer'].includes(per)) return 'customer'
  if (['date', 'day', 'per date', 'in total', 'total'].includes(per)) return 'date'
  throw new RowError('limitPer', `Limit per "${cellPrefix(raw)}" is not "customer" or "date".`)
}

/** YYYY-MM-DD, or the day number a spreadsheet stores a date cell as (days since 1899-12-30). */
function readDate(raw: string): string {
  if (/^\d{5}$/.test(raw)) return addDays('1899-12-30', Number(raw))
  if (calendarDate.safeParse(raw).success) return raw
  throw new RowError('until', `Out until "${cellPrefix(raw)}" is not a date: write it as YYYY-MM-DD.`)
}

/** An availability as the preview shows it: "limited: 6 case per customer", "out until 2026-12-08". */
export function stockText(a: Availability): string {
  if (a.status === 'limited') return `limited: ${a.quantity} ${a.unit} per ${a.per}`
  if (a.status === 'out') return a.until ? `out until ${a.until}` : 'out'
  return 'available'
}

import {
  cellPrefix,
  type ImportFieldChange,
  type ImportProduct,
  type ImportRow,
  normalizeAccountNumber,
  productIdSchema,
  readPrice,
  streams,
} from '@provender/events'
import { productAggregate } from '../catalogue/product.ts'
import { accountNumberAggregate } from '../customers/accountNumber.ts'
import { customerAggregate } from '../customers/customer.ts'
import { decideCustomer, type ProductLine } from '../customers/decide.ts'
import type { PlanContext } from './plan.ts'
import { type ImportRecord, RowError, required, rowErrorText } from './records.ts'
import { pacer } from './turns.ts'

/**
 * "pack" for products sold by the pack or case, "lb" for those sold by weight; common spellings
 * read too. "case" is told apart: a case price typed as a pack price would be stored many times
 * too high, so it is refused rather than read as a pack's.
 */
export function readUnit(raw: string): 'pack' | 'case' | 'lb' | null {
  const unit = raw.trim().toLowerCase().replace(/\.$/, '')
  if (['case', 'cases', 'cs'].includes(unit)) return 'case'
  if (['pack', 'packs', 'pk', 'each', 'ea'].includes(unit)) return 'pack'
  if (['lb', 'lbs', 'pound', 'pounds', 'weight'].includes(unit)) return 'lb'
  return null
}

export const money = (cents: number) => (cents / 100).toFixed(2)

interface PriceLine {
  record: ImportRecord
  key: string
  customerId: number
  productId: string
  priceCents: number
  product: ImportProduct
}

/** A price change as the preview shows it: the amounts as text, and in cents for the screen. */
export function priceChange(old: number | null, cents: number): ImportFieldChange {
  return {
    field: 'price',
    from: old === null ? '' : money(old),
    to: money(cents),
    cents: { from: old, to: cents },
  }
}

/**
 * Negotiated price lines: each names a customer by account number and a product by id. A
 * customer's lines in the file are decided together, as the customer form's save decides its
 * lines, over the lines it already has (SetProductLines): lines the file does not name are kept,
 * so an export of one customer's list, edited and imported, changes only what was edited.
 */
export async function planPrices({ sheet, change, reads }: PlanContext): Promise<ImportRow[]> {
  const { records } = sheet
  const accounts = new Set(records.flatMap((r) => (r.values.accountNumber ? [r.values.accountNumber] : [])))
  const products = new Set(records.flatMap((r) => (r.values.productId ? [r.values.productId.trim()] : [])))
  await reads.preload([
    ...[...accounts].map(streams.accountNumber),
    ...[...products].map((id) => streams.product(id)),
  ])
  // Every loop over the file's rows is paced: its awaits on preloaded streams never yield.
  const turn = pacer()
  const customerOf = new Map<string, number | null>()
  for (const account of accounts) {
    await turn()
    const claim = await change.state(streams.accountNumber(account), accountNumberAggregate)
    customerOf.set(normalizeAccountNumber(account), claim.ownerId)
  }
  await reads.preload([...customerOf.values()].flatMap((id) => (id === null ? [] : [streams.customer(id)])))

  const rows = new Map<number, ImportRow>()
  const lines: PriceLine[] = []
  const firstRowOf = new Map<string, number>()
  for (const record of records) {
    await turn()
    const key = `${record.values.accountNumber ?? ''} / ${record.values.productId ?? ''}`
    try {
      lines.push(await readLine(record, key, firstRowOf, customerOf, change))
    } catch (error) {
      const text = rowErrorText(sheet, record.row, 'accountNumber', error)
      rows.set(record.row, { row: record.row, key, status: 'error', changes: [], error: text })
    }
  }

  const byCustomer = new Map<number, PriceLine[]>()
  for (const line of lines) {
    const own = byCustomer.get(line.customerId)
    if (own) own.push(line)
    else byCustomer.set(line.customerId, [line])
  }
  for (const [customerId, own] of byCustomer) {
    await turn()
    const stream = streams.customer(customerId)
    const before = await change.state(stream, customerAggregate)
    // The customer's lines as they stand, with the file's prices over them: the form's save.
    const merged = new Map(Object.entries(before.prices))
    for (const line of own) merged.set(line.productId, line.priceCents)
    const all: ProductLine[] = [...merged].map(([productId, priceCents]) => ({ productId, priceCents }))
    // The lines as the form saves them; every product they add or reprice was checked above.
    const { events } = await change.decide(stream, customerAggregate, (s) =>
      decideCustomer({ type: 'SetProductLines', lines: all }, s),
    )
    const rowOfProduct = new Map(own.map((l) => [l.productId, l.record.row]))
    for (const event of events) {
      if (event.type === 'CustomerProductPriced') change.stamp(event, rowOfProduct.get(event.data.productId)!)
    }
    for (const line of own) {
      const old = Object.hasOwn(before.prices, line.productId) ? before.prices[line.productId]! : null
      const status = old === null ? 'new' : old === line.priceCents ? 'unchanged' : 'changed'
      const changes = status === 'unchanged' ? [] : [priceChange(old, line.priceCents)]
      const { row } = line.record
      const named = {
        product: line.product,
        customer: { accountNumber: before.accountNumber, name: before.businessName },
      }
      rows.set(row, { row, key: line.key, status, changes, ...named })
    }
  }
  return records.map((r) => rows.get(r.row)!)
}

async function readLine(
  record: ImportRecord,
  key: string,
  firstRowOf: Map<string, number>,
  customerOf: ReadonlyMap<string, number | null>,
  change: PlanContext['change'],
): Promise<PriceLine> {
  const account = required(record, 'accountNumber', 'Account number is empty.')
  const parsedId = productIdSchema.safeParse(required(record, 'productId', 'Product ID is empty.'))
  if (!parsedId.success) throw new RowError('productId', parsedId.error.issues[0]!.message)
  const productId = parsedId.data
  const price = readPrice(record.values.price ?? '')
  if (!price.ok) throw new RowError('price', price.error)
  const unit = readUnit(required(record, 'unit', 'Unit is empty: write "pack" or "lb".'))
  if (unit === null)
    throw new RowError('unit', `Unit "${cellPrefix(record.values.unit ?? '')}" is not "pack" or "lb".`)

  const lineKey = `${normalizeAccountNumber(account)}\u0000${productId}`
  const first = firstRowOf.get(lineKey)
  if (first !== undefined) {
    throw new RowError(
      'productId',
      `Product ${productId} is priced for this customer on row ${first} already.`,
    )
  }
  firstRowOf.set(lineKey, record.row)

  const customerId = customerOf.get(normalizeAccountNumber(account)) ?? null
  const customer =
    customerId === null ? null : await change.state(streams.customer(customerId), customerAggregate)
  if (customerId === null || customer?.status !== 'active') {
    throw new RowError('accountNumber', `No customer has account number "${cellPrefix(account)}".`)
  }
  const product = await change.state(streams.product(productId), productAggregate)
  if (product.status !== 'active') throw new RowError('productId', `Product ${productId} does not exist.`)
  const sold = product.fields.unitType === 'weight' ? 'lb' : 'pack'
  if (unit === 'case' && sold === 'pack') {
    const packs = product.fields.packsPerCase
    const holds = packs ? `, and a case of ${productId} holds ${packs} packs` : ''
    throw new RowError('unit', `Prices are per pack${holds}: write the price of one pack with "pack".`)
  }
  if (unit !== sold) {
    const how = sold === 'lb' ? 'by weight: write "lb"' : 'by the pack: write "pack"'
    throw new RowError('unit', `Product ${productId} is sold ${how}.`)
  }
  const named = {
    id: productId,
    name: product.fields.name,
    quantityType: sold === 'lb' ? 'weight' : 'pack',
  } as const
  return { record, key, customerId, productId, priceCents: price.cents, product: named }
}

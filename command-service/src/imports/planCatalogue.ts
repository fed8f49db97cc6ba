import {
  categoryNameSchema,
  cellPrefix,
  type ImportFieldChange,
  type ImportRow,
  type ProductFields,
  productIdSchema,
  productInputSchema,
  readPrice,
  streams,
} from '@provender/events'
import { categoryAggregate, decideCategory } from '../catalogue/category.ts'
import { categoryNameAggregate, categoryNameClaims } from '../catalogue/categoryName.ts'
import { decideProduct, type ProductEdit, type ProductState, productAggregate } from '../catalogue/product.ts'
import { reserveClaim } from '../shared/withClaim.ts'
import { type PlanContext, planEachRecord, type RowPlanner } from './plan.ts'
import { money, priceChange } from './planPrices.ts'
import { RowError, required } from './records.ts'
import { pacer } from './turns.ts'

/** The unit type as spreadsheets write it: each/pack/case are sold by quantity, lb/pound by weight. */
export function readUnitType(raw: string): 'quantity' | 'weight' | null {
  const unit = raw.trim().toLowerCase()
  if (['quantity', 'each', 'ea', 'pack', 'packs', 'case', 'cases'].includes(unit)) return 'quantity'
  if (['weight', 'lb', 'lbs', 'pound', 'pounds'].includes(unit)) return 'weight'
  return null
}

/** Which column a refusal of productInputSchema is about. */
const FIELD_OF_INPUT: Record<string, string> = { id: 'productId', categoryId: 'category' }

/**
 * Categories and products: a product row creates or updates the product (product.ts decides, as
 * for the product form); a category it names that does not exist is created first (with its name
 * claimed, as the category form does). Columns the file leaves out keep the product's values.
 */
export async function planCatalogue(context: PlanContext): Promise<ImportRow[]> {
  const { sheet, change, reads } = context
  const { records } = sheet
  const ids = records.flatMap((r) => (r.values.productId ? [r.values.productId.trim()] : []))
  const names = records.flatMap((r) => (r.values.category ? [r.values.category] : []))
  await reads.preload([...ids.map((id) => streams.product(id)), ...names.map(streams.categoryName)])
  const holders: string[] = []
  // Paced: awaits on preloaded streams never give the event loop a turn by themselves.
  const turn = pacer()
  for (const name of new Set(names)) {
    await turn()
    const claim = await change.state(streams.categoryName(name), categoryNameAggregate)
    if (claim.ownerId !== null) holders.push(streams.category(claim.ownerId))
  }
  const existing = ids.map((id) => change.state(streams.product(id), productAggregate))
  for (const product of await Promise.all(existing)) {
    if (product.fields.categoryId !== null) holders.push(streams.category(product.fields.categoryId))
  }
  await reads.preload(holders)

  return planEachRecord(context, 'productId', (record) => record.values.productId?.trim() ?? '', planProduct)
}

const planProduct: RowPlanner = async (context, record, firstRowOf) => {
  const { change, sheet } = context
  const v = record.values
  const idRead = productIdSchema.safeParse(required(record, 'productId', 'Product ID is empty.'))
  if (!idRead.success) throw new RowError('productId', idRead.error.issues[0]!.message)
  const productId = idRead.data
  const first = firstRowOf.get(productId)
  if (first !== undefined)
    throw new RowError('productId', `Product ${productId} is listed on row ${first} already.`)
  firstRowOf.set(productId, record.row)

  const product = await change.state(streams.product(productId), productAggregate)
  if (product.status === 'deleted') {
    throw new RowError('productId', `Product ${productId} was deleted; a deleted product's id stays taken.`)
  }
  const kept = product.status === 'active' ? product.fields : null
  const unitType = readUnitType(
    required(record, 'unitType', 'Unit type is empty: write "quantity" or "weight".'),
  )
  if (unitType === null)
    throw new RowError(
      'unitType',
      `Unit type "${cellPrefix(v.unitType ?? '')}" is not "quantity" or "weight".`,
    )
  const price = readPrice(v.price ?? '')
  if (!price.ok) throw new RowError('price', price.error)
  const categoryName = sheet.present.has('category') ? (v.category ?? '') : null
  if (categoryName) {
    const named = categoryNameSchema.safeParse(categoryName)
    if (!named.success) throw new RowError('category', named.error.issues[0]!.message)
  }
  const input = productInputSchema.safeParse({
    id: productId,
    name: v.name ?? '',
    description: sheet.present.has('description') ? v.description : (kept?.description ?? ''),
    unitType,
    packsPerCase:
      unitType === 'weight' ? null : sheet.present.has('packsPerCase') ? v.packsPerCase : kept?.packsPerCase,
    price: price.cents / 100,
    categoryId: null,
    ...(sheet.present.has('warnAbove') ? { warnAbove: v.warnAbove ?? '' } : {}),
  })
  if (!input.success) {
    const issue = input.error.issues[0]!
    const path = String(issue.path[0] ?? 'productId')
    throw new RowError(FIELD_OF_INPUT[path] ?? path, issue.message)
  }

  change.row = record.row
  const categoryId =
    categoryName === null
      ? (kept?.categoryId ?? null)
      : categoryName === ''
        ? null
        : await categoryNamed(context, categoryName)
  const { id: _id, ...fields } = input.data
  const edit: ProductEdit = { ...fields, priceCents: price.cents, categoryId }
  const active =
    categoryId !== null &&
    (await change.state(streams.category(categoryId), categoryAggregate)).status === 'active'
  const facts = { activeCategories: new Set(active ? [categoryId] : []) }
  const { events, state } = await change.decide(streams.product(productId), productAggregate, (s) =>
    decideProduct(
      kept
        ? { type: 'UpdateProduct', fields: edit, facts }
        : { type: 'CreateProduct', productId, fields: edit, facts },
      s,
    ),
  )
  const status = kept ? (events.length > 0 ? 'changed' : 'unchanged') : 'new'
  const changes = await productChanges(context, kept, state)
  const quantityType = state.fields.unitType === 'weight' ? 'weight' : 'pack'
  const named = { id: productId, name: state.fields.name, quantityType } as const
  return { row: record.row, key: productId, status, changes, product: named }
}

/** The category of that name: the existing one, or one created by this import (earlier row or now). */
async function categoryNamed(context: PlanContext, name: string): Promise<number> {
  const { change } = context
  const claim = await change.state(streams.categoryName(name), categoryNameAggregate)
  if (claim.ownerId !== null) {
    const holder = await change.state(streams.category(claim.ownerId), categoryAggregate)
    if (holder.status === 'active') return holder.id
  }
  const categoryId = await context.newId('category')
  await reserveClaim(change, categoryNameClaims, { name: name.trim(), categoryId })
  await change.decide(streams.category(categoryId), categoryAggregate, (s) =>
    decideCategory({ type: 'CreateCategory', categoryId, name: name.trim() }, s),
  )
  return categoryId
}

async function categoryName(context: PlanContext, id: number | null): Promise<string> {
  if (id === null) return ''
  return (await context.change.state(streams.category(id), categoryAggregate)).name
}

/** Field by field, what the row changes (for a new product: every field it sets). */
async function productChanges(
  context: PlanContext,
  before: ProductFields | null,
  after: ProductState,
): Promise<ImportFieldChange[]> {
  const show = async (f: ProductFields | null): Promise<Record<string, string>> =>
    f === null
      ? {}
      : {
          name: f.name,
          description: f.description,
          category: await categoryName(context, f.categoryId),
          unitType: f.unitType,
          packsPerCase: f.packsPerCase === null ? '' : String(f.packsPerCase),
          price: money(f.priceCents),
          warnAbove: f.warnAbove === undefined ? '' : String(f.warnAbove),
        }
  const [from, to] = [await show(before), await show(after.fields)]
  return Object.keys(to).flatMap((field) => {
    if ((from[field] ?? '') === to[field]) return []
    if (field === 'price') return [priceChange(before?.priceCents ?? null, after.fields.priceCents)]
    return [{ field, from: from[field] ?? '', to: to[field]! }]
  })
}

import { toCents } from '@provender/events/rules/money'
import { allowedQuantityTypes, type QuantityType, type UnitType } from '@provender/events/rules/ordering'
import type { CustomerProduct } from './types.ts'

export const FAVORITES_TITLE = 'Favorites'
export const OTHER_CATEGORY = 'Other'

export interface ProductSection {
  title: string
  products: CustomerProduct[]
}

// One collator for every comparison: localeCompare with options builds one per call, which made
// sorting a long price list a visible share of the order form's first render on a slow phone.
let nameCollator: Intl.Collator | undefined
function byName(a: string, b: string): number {
  nameCollator ??= new Intl.Collator(undefined, { sensitivity: 'base' })
  return nameCollator.compare(a, b)
}

/** docs/api.md sends both; older shapes only one (spec 3: "productId may appear as id"). */
export function productKey(product: CustomerProduct): string {
  return product.productId ?? product.id
}

export function unitTypeOf(product: CustomerProduct): UnitType {
  return product.unitType === 'weight' ? 'weight' : 'quantity'
}

export function quantityTypesOf(product: CustomerProduct): QuantityType[] {
  return allowedQuantityTypes(unitTypeOf(product), product.packsPerCase)
}

/** A unit as its switch names it: "Pack", "Case", "lb". */
export const UNIT_NAME: Record<QuantityType, string> = { pack: 'Pack', case: 'Case', weight: 'lb' }

/** The negotiated price per pack or per lb, in cents. */
export function unitPriceCents(product: CustomerProduct): number {
  return toCents(product.sellPrice ?? product.price)
}

/**
 * Spec 2.14: favourites first, then one section per category sorted by name with
 * Other (no category) last; products by name, case-insensitively. A favourite is
 * listed once, under Favorites, so it has a single quantity input.
 */
export function groupProducts(products: readonly CustomerProduct[]): ProductSection[] {
  const sorted = [...products].sort((a, b) => byName(a.name, b.name))
  const favorites = sorted.filter((p) => p.favorite)
  const byCategory = new Map<string, CustomerProduct[]>()
  for (const product of sorted) {
    if (product.favorite) continue
    const title = product.category?.trim() || OTHER_CATEGORY
    byCategory.set(title, [...(byCategory.get(title) ?? []), product])
  }
  const titles = [...byCategory.keys()].filter((t) => t !== OTHER_CATEGORY).sort(byName)
  if (byCategory.has(OTHER_CATEGORY)) titles.push(OTHER_CATEGORY)
  const sections = titles.map((title) => ({ title, products: byCategory.get(title) ?? [] }))
  return favorites.length ? [{ title: FAVORITES_TITLE, products: favorites }, ...sections] : sections
}

/** Lower case without accents, so 'creme' finds 'Crème fraîche'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/**
 * Whether a product matches what was typed in the search box: every typed word must appear
 * in its name, description, category or code, ignoring case and accents.
 */
export function matchesSearch(product: CustomerProduct, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = folded(
    [product.name, product.description ?? '', product.category ?? OTHER_CATEGORY, productKey(product)].join(
      ' ',
    ),
  )
  return words.every((word) => haystack.includes(word))
}

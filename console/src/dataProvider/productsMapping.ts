import type { Availability } from '@provender/events'
import type { ListParams, Query } from './listParams.ts'
import { pageOf, searchOf } from './listParams.ts'
import { idPath, keyedListResult } from './pagedMapping.ts'

export interface Product {
  id: string
  name: string
  description: string
  categoryId: number | null
  categoryName: string | null
  unitType: 'quantity' | 'weight'
  packsPerCase: number | null
  price: number
  /** The soft limit the order form warns above (lb, or packs); null: none. */
  warnAbove?: number | null
  /** Issue 36: the products shipped in its place when it is short, in order (ids). */
  substitutes?: string[]
  /** Issue 36: available, limited or out of stock (absent: available). */
  availability?: Availability
  /** Issue 37: sales tax applies to it; absent: not taxable (or not said by the list). */
  taxable?: boolean
}

export const PRODUCTS_PATH = '/api/products'
/** The API's cap for catalogue lists: the screen holds the whole catalogue and searches it itself. */
export const CATALOGUE_LIMIT = 1000
export const DEFAULT_PRODUCT_SORT = { field: 'name', order: 'ASC' } as const

/** Spec 2.9: the whole catalogue in one call; search, sort and paging happen in the browser. */
export function productsListQuery(): Query {
  return { page: 1, limit: CATALOGUE_LIMIT, sortBy: 'name', order: 'ASC' }
}

/** Lower case without accents: "Crème Brûlée" → "creme brulee". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** Spec 2.9 and 9: every typed word must appear, ignoring case and accents. */
export function matchesAllWords(haystack: string, query: string): boolean {
  const folded = foldText(haystack)
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word))
}

const byText = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

function sortValue(product: Product, field: string): string | number {
  switch (field) {
    case 'price':
      return product.price
    case 'packsPerCase':
      return product.packsPerCase ?? 0
    case 'categoryName':
      // Spec 2.9: no category reads "Other".
      return product.categoryName ?? 'Other'
    case 'id':
    case 'unitType':
    case 'description':
      return product[field]
    default:
      return product.name
  }
}

/** Searches, sorts (by name unless told otherwise, case-insensitively) and pages the catalogue. */
export function productsListResult(body: unknown, params: ListParams): { data: Product[]; total: number } {
  const { data } = keyedListResult<Product>(body, 'products', 'total')
  const search = searchOf(params.filter)
  const found = search
    ? data.filter((p) =>
        matchesAllWords([p.id, p.name, p.description, p.categoryName ?? 'Other'].join(' '), search),
      )
    : data
  const field = params.sort?.field ?? DEFAULT_PRODUCT_SORT.field
  const direction = params.sort?.order?.toUpperCase() === 'DESC' ? -1 : 1
  const sorted = [...found].sort((a, b) => {
    const x = sortValue(a, field)
    const y = sortValue(b, field)
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : byText.compare(String(x), String(y))
    return direction * (order || byText.compare(a.name, b.name))
  })
  const { page, perPage } = pageOf(params, 10)
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length }
}

export const productPath = (id: string | number) => idPath(PRODUCTS_PATH, id)

/** The body of POST and PUT /api/products: packs per case only for quantity products. */
export function productBody(product: Partial<Product>): Record<string, unknown> {
  return {
    id: product.id,
    name: product.name,
    description: product.description ?? '',
    unitType: product.unitType,
    packsPerCase: product.unitType === 'weight' ? null : (product.packsPerCase ?? null),
    price: product.price,
    categoryId: product.categoryId ?? null,
    // Left out unless changed: the server keeps the product's flag (docs/books.md, issue 37).
    ...(typeof product.taxable === 'boolean' && { taxable: product.taxable }),
  }
}

import type { Knex } from 'knex'
import type { ListQuery } from '../http/listQuery.ts'
import { countedPage } from '../shared/page.ts'
import { whereEveryWord } from '../shared/search.ts'
import { availabilityFrom } from '../stock/projection.ts'

export const PRODUCT_SORT_FIELDS = ['name', 'id', 'price', 'categoryName', 'unitType'] as const
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number]
export const CATEGORY_SORT_FIELDS = ['name', 'id', 'productCount'] as const
export type CategorySortField = (typeof CATEGORY_SORT_FIELDS)[number]

const OTHER = "'Other'"
const productSort: Record<ProductSortField, string> = {
  name: 'lower(p.name)',
  id: 'p.id',
  price: 'p.price',
  // Products without a category are listed as Other, and sort where Other would.
  categoryName: `lower(coalesce(c.name, ${OTHER}))`,
  unitType: 'p.unit_type',
}

interface ProductRow {
  id: string
  name: string
  description: string
  category_id: number | null
  category_name: string | null
  unit_type: 'quantity' | 'weight'
  packs_per_case: number | null
  price: string
  warn_above: string | null
  taxable: boolean
  substitutes: string[]
  availability: unknown
}

export function productsMatching(knex: Knex, search: string | undefined) {
  const q = knex('rm_products as p')
    .leftJoin('rm_categories as c', 'c.id', 'p.category_id')
    .leftJoin('rm_product_availability as pa', 'pa.product_id', 'p.id')
  whereEveryWord(q, ['p.id', 'p.name', 'p.description', `coalesce(c.name, ${OTHER})`], search, {
    foldAccents: true,
  })
  return q
}

/** One query for the page and one for the count. */
export async function listProducts(knex: Knex, query: ListQuery<ProductSortField>) {
  const { rows, total } = await countedPage<ProductRow>(
    () => productsMatching(knex, query.search),
    (q) =>
      q.select(
        'p.id',
        'p.name',
        'p.description',
        'p.category_id',
        'c.name as category_name',
        'p.unit_type',
        'p.packs_per_case',
        'p.price',
        'p.warn_above',
        'p.taxable',
        'p.substitutes',
        'pa.availability',
      ),
    { column: productSort[query.sortBy], idColumn: 'p.id' },
    query,
  )
  return {
    products: rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      categoryId: r.category_id,
      categoryName: r.category_name,
      unitType: r.unit_type,
      packsPerCase: r.packs_per_case,
      price: Number(r.price),
      warnAbove: r.warn_above === null ? null : Number(r.warn_above),
      taxable: r.taxable,
      // Ids in staff's order (issue 36); the screens name them from the same list.
      substitutes: r.substitutes,
      availability: availabilityFrom(r.availability),
    })),
    total,
  }
}

const productCount = '(select count(*) from rm_products p where p.category_id = c.id)'
const categorySort: Record<CategorySortField, string> = {
  name: 'lower(c.name)',
  id: 'c.id',
  productCount,
}

interface CategoryRow {
  id: number
  name: string
  product_count: string
}

function categoriesMatching(knex: Knex, search: string | undefined) {
  const q = knex('rm_categories as c')
  whereEveryWord(q, ['c.name'], search, { foldAccents: true })
  return q
}

export async function listCategories(knex: Knex, query: ListQuery<CategorySortField>) {
  const { rows, total } = await countedPage<CategoryRow>(
    () => categoriesMatching(knex, query.search),
    (q) => q.select('c.id', 'c.name', knex.raw(`${productCount} as product_count`)),
    { column: categorySort[query.sortBy], idColumn: 'c.id' },
    query,
  )
  return {
    categories: rows.map((r) => ({ id: r.id, name: r.name, productCount: Number(r.product_count) })),
    total,
  }
}

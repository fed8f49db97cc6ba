import type { Knex } from 'knex'

export const PRODUCT_SORT_FIELDS = ['name', 'id', 'price', 'categoryName', 'unitType'] as const
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number]
export const CATEGORY_SORT_FIELDS = ['name', 'id', 'productCount'] as const
export type CategorySortField = (typeof CATEGORY_SORT_FIELDS)[number]

export interface ListQuery<F extends string> {
  page: number
  limit: number
  sortBy: F
  order: 'ASC' | 'DESC'
  search?: string | undefined
}

// Accent folding that works the same on PGlite (C locale, where lower() leaves é as is)
// and on the server: both the column and the typed word pass through it.
const ACCENTED = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūçñýÿÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÇÑÝ'
const PLAIN = 'aaaaaaaeeeeeiiiiiooooooouuuuucnyyaaaaaaaeeeeeiiiiiooooooouuuuucny'
const fold = (sql: string) => `translate(lower(${sql}), '${ACCENTED}', '${PLAIN}')`

/** Every typed word must match one of the columns, ignoring case and accents. */
function whereEveryWord(q: Knex.QueryBuilder, columns: string[], search: string | undefined): void {
  const words = (search ?? '').normalize('NFC').trim().split(/\s+/).filter(Boolean)
  for (const word of words) {
    const like = `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    q.where((w) => {
      for (const column of columns) w.orWhereRaw(`${fold(column)} like ${fold('?')}`, [like])
    })
  }
}

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
}

function productsMatching(knex: Knex, search: string | undefined) {
  const q = knex('rm_products as p').leftJoin('rm_categories as c', 'c.id', 'p.category_id')
  whereEveryWord(q, ['p.id', 'p.name', 'p.description', `coalesce(c.name, ${OTHER})`], search)
  return q
}

/** One query for the page and one for the count. */
export async function listProducts(knex: Knex, query: ListQuery<ProductSortField>) {
  const [counted] = await productsMatching(knex, query.search).count<{ count: string }[]>({ count: '*' })
  const rows = await productsMatching(knex, query.search)
    .select<ProductRow[]>(
      'p.id',
      'p.name',
      'p.description',
      'p.category_id',
      'c.name as category_name',
      'p.unit_type',
      'p.packs_per_case',
      'p.price',
    )
    .orderByRaw(`${productSort[query.sortBy]} ${query.order}, p.id ${query.order}`)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
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
    })),
    total: Number(counted?.count ?? 0),
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
  whereEveryWord(q, ['c.name'], search)
  return q
}

export async function listCategories(knex: Knex, query: ListQuery<CategorySortField>) {
  const [counted] = await categoriesMatching(knex, query.search).count<{ count: string }[]>({ count: '*' })
  const rows = await categoriesMatching(knex, query.search)
    .select<CategoryRow[]>('c.id', 'c.name', knex.raw(`${productCount} as product_count`))
    .orderByRaw(`${categorySort[query.sortBy]} ${query.order}, c.id ${query.order}`)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
  return {
    categories: rows.map((r) => ({ id: r.id, name: r.name, productCount: Number(r.product_count) })),
    total: Number(counted?.count ?? 0),
  }
}

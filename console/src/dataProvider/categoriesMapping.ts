import type { ListParams, Query } from './listParams.ts'
import { idPath, keyedListResult, pagedListQuery } from './pagedMapping.ts'

export interface Category {
  id: number
  name: string
  productCount?: number
}

export const CATEGORIES_PATH = '/api/categories'
export const CATEGORY_SORT_FIELDS = ['name'] as const

export function categoriesListQuery(params: ListParams): Query {
  return pagedListQuery(params, {
    sortFields: CATEGORY_SORT_FIELDS,
    defaultSort: { field: 'name', order: 'ASC' },
  })
}

export function categoriesListResult(body: unknown) {
  return keyedListResult<Category>(body, 'categories', 'total')
}

export const categoryPath = (id: string | number) => idPath(CATEGORIES_PATH, id)

export function categoryBody(category: Partial<Category>): { name: string } {
  return { name: (category.name ?? '').trim() }
}

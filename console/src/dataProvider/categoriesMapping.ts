import { idPath, pagedList } from './pagedMapping.ts'

export interface Category {
  id: number
  name: string
  productCount?: number
}

export const CATEGORIES_PATH = '/api/categories'
export const CATEGORY_SORT_FIELDS = ['name'] as const

export const { listQuery: categoriesListQuery, listResult: categoriesListResult } = pagedList<Category>({
  sortFields: CATEGORY_SORT_FIELDS,
  defaultSort: { field: 'name', order: 'ASC' },
  rowsKey: 'categories',
  countKey: 'total',
})

export const categoryPath = (id: string | number) => idPath(CATEGORIES_PATH, id)

export function categoryBody(category: Partial<Category>): { name: string } {
  return { name: (category.name ?? '').trim() }
}

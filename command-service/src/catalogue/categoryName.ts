import { conflict, streams } from '@provender/events'
import { type Claim, claimAggregate } from '../shared/withClaim.ts'
import { categoryAggregate } from './category.ts'

/** One name, one category, whatever its case and spacing: the name's own stream says which. */
const categoryName = claimAggregate('categoryName', {
  value: 'name',
  owner: 'categoryId',
  stream: streams.categoryName,
  taken: () => conflict('A category with that name already exists.', 'CATEGORY_NAME_TAKEN'),
  holderStream: streams.category,
  holderAggregate: categoryAggregate,
})

export type CategoryNameClaim = Claim<'name', 'categoryId'>

export const {
  aggregate: categoryNameAggregate,
  decide: decideCategoryName,
  claims: categoryNameClaims,
} = categoryName

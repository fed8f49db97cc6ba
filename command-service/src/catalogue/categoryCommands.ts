import { type LogPosition, normalizeCategoryName, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import type { CommandContext } from '../shared/commandHandler.ts'
import { executeTogether } from '../shared/executeTogether.ts'
import { type ClaimStream, releaseClaim, reserveClaim } from '../shared/withClaim.ts'
import {
  type CategoryNameClaim,
  type CategoryNameState,
  type CategoryState,
  categoryAggregate,
  categoryNameAggregate,
  decideCreateCategory,
  decideDeleteCategory,
  decideReleaseCategoryName,
  decideRenameCategory,
  decideReserveCategoryName,
} from './category.ts'

type Deps = Pick<CommandDeps, 'store' | 'ids'>

/** One name, one category, whatever its case and spacing: the name's own stream says which. */
export const categoryNameClaims: ClaimStream<CategoryNameClaim, CategoryNameState, CategoryState> = {
  stream: (claim) => streams.categoryName(claim.name),
  aggregate: categoryNameAggregate,
  holderStream: (state) => (state.ownerId === null ? null : streams.category(state.ownerId)),
  holderAggregate: categoryAggregate,
  holderExists: (category) => category.status === 'active',
  reserve: decideReserveCategoryName,
  release: decideReleaseCategoryName,
}

/**
 * Creates a category: its name claimed (the name's own stream guards that one name has one
 * category) and the category created, in one append.
 */
export async function createCategory(
  deps: Deps,
  ctx: CommandContext,
  name: string,
): Promise<{ categoryId: number; position: LogPosition }> {
  const categoryId = await deps.ids.next('category')
  const { position } = await executeTogether(deps.store, ctx, async (change) => {
    await reserveClaim(change, categoryNameClaims, { name, categoryId })
    await change.decide(streams.category(categoryId), categoryAggregate, (s) =>
      decideCreateCategory({ categoryId, name }, s),
    )
  })
  return { categoryId, position: position! }
}

/** Renames a category: the new name claimed, the category renamed, the old name given back: one append. */
export async function renameCategory(
  deps: Deps,
  ctx: CommandContext,
  categoryId: number,
  name: string,
): Promise<LogPosition | null> {
  const { position } = await executeTogether(deps.store, ctx, async (change) => {
    const current = await change.state(streams.category(categoryId), categoryAggregate)
    // Refused before the name is looked at, as a rename of a missing category.
    decideRenameCategory({ name }, current)
    const nameChanges = normalizeCategoryName(current.name) !== normalizeCategoryName(name)
    if (nameChanges) await reserveClaim(change, categoryNameClaims, { name, categoryId })
    await change.decide(streams.category(categoryId), categoryAggregate, (s) =>
      decideRenameCategory({ name }, s),
    )
    if (nameChanges) await releaseClaim(change, categoryNameClaims, { name: current.name, categoryId })
  })
  return position
}

/** Deletes a category and gives its name back in the same append, so a new category may take it. */
export async function deleteCategory(
  deps: Deps,
  ctx: CommandContext,
  categoryId: number,
): Promise<LogPosition | null> {
  const { position } = await executeTogether(deps.store, ctx, async (change) => {
    const deleted = await change.decide(streams.category(categoryId), categoryAggregate, decideDeleteCategory)
    await releaseClaim(change, categoryNameClaims, { name: deleted.state.name, categoryId })
  })
  return position
}

import { type LogPosition, normalizeCategoryName, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import type { CommandContext } from '../shared/commandHandler.ts'
import { executeTogether } from '../shared/executeTogether.ts'
import { releaseClaim, reserveClaim } from '../shared/withClaim.ts'
import { categoryAggregate, decideCategory } from './category.ts'
import { categoryNameClaims } from './categoryName.ts'

// Also reached from here (executeTogether's spec claims category names through it).
export { categoryNameClaims }

type Deps = Pick<CommandDeps, 'store' | 'ids'>

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
      decideCategory({ type: 'CreateCategory', categoryId, name }, s),
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
    decideCategory({ type: 'RenameCategory', name }, current)
    const nameChanges = normalizeCategoryName(current.name) !== normalizeCategoryName(name)
    if (nameChanges) await reserveClaim(change, categoryNameClaims, { name, categoryId })
    await change.decide(streams.category(categoryId), categoryAggregate, (s) =>
      decideCategory({ type: 'RenameCategory', name }, s),
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
    const deleted = await change.decide(streams.category(categoryId), categoryAggregate, (s) =>
      decideCategory({ type: 'DeleteCategory' }, s),
    )
    await releaseClaim(change, categoryNameClaims, { name: deleted.state.name, categoryId })
  })
  return position
}

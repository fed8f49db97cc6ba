import { type LogPosition, normalizeCategoryName, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute, load } from '../shared/commandHandler.ts'
import {
  type CategoryNameClaim,
  categoryAggregate,
  categoryNameAggregate,
  decideCreateCategory,
  decideDeleteCategory,
  decideReleaseCategoryName,
  decideRenameCategory,
  decideReserveCategoryName,
} from './category.ts'

type Deps = Pick<CommandDeps, 'store' | 'ids'>

const reserve = (deps: Deps, ctx: CommandContext, claim: CategoryNameClaim) =>
  execute(deps.store, ctx, streams.categoryName(claim.name), categoryNameAggregate, (s) =>
    decideReserveCategoryName(claim, s),
  )

const release = (deps: Deps, ctx: CommandContext, claim: CategoryNameClaim) =>
  execute(deps.store, ctx, streams.categoryName(claim.name), categoryNameAggregate, (s) =>
    decideReleaseCategoryName(claim, s),
  )

/**
 * Creates a category: its name is claimed first (the name's own stream guards that one
 * name has one category), then the category is created; if that fails the claim is
 * given back.
 */
export async function createCategory(
  deps: Deps,
  ctx: CommandContext,
  name: string,
): Promise<{ categoryId: number; position: LogPosition }> {
  const categoryId = await deps.ids.next('category')
  const claim = { name, categoryId }
  await reserve(deps, ctx, claim)
  try {
    const result = await execute(deps.store, ctx, streams.category(categoryId), categoryAggregate, (s) =>
      decideCreateCategory({ categoryId, name }, s),
    )
    return { categoryId, position: result.position! }
  } catch (error) {
    await release(deps, ctx, claim)
    throw error
  }
}

/** Renames a category: the new name is claimed, the category renamed, the old name given back. */
export async function renameCategory(
  deps: Deps,
  ctx: CommandContext,
  categoryId: number,
  name: string,
): Promise<LogPosition | null> {
  const current = await load(deps.store, streams.category(categoryId), categoryAggregate)
  // Refused before any claim, so a rename of a missing category leaves the log untouched.
  decideRenameCategory({ name }, current.state)
  const oldName = current.state.name
  const nameChanges = normalizeCategoryName(oldName) !== normalizeCategoryName(name)
  const claim = { name, categoryId }
  if (nameChanges) await reserve(deps, ctx, claim)
  try {
    const renamed = await execute(deps.store, ctx, streams.category(categoryId), categoryAggregate, (s) =>
      decideRenameCategory({ name }, s),
    )
    let position = renamed.position
    if (nameChanges) {
      const released = await release(deps, ctx, { name: oldName, categoryId })
      position = released.position ?? position
    }
    return position
  } catch (error) {
    if (nameChanges) await release(deps, ctx, claim)
    throw error
  }
}

/** Deletes a category and gives its name back, so a new category may take it. */
export async function deleteCategory(
  deps: Deps,
  ctx: CommandContext,
  categoryId: number,
): Promise<LogPosition | null> {
  const deleted = await execute(deps.store, ctx, streams.category(categoryId), categoryAggregate, (s) =>
    decideDeleteCategory(s),
  )
  const released = await release(deps, ctx, { name: deleted.state.name, categoryId })
  return released.position ?? deleted.position
}

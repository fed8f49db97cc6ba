import { type LogPosition, normalizeCategoryName, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute, load } from '../shared/commandHandler.ts'
import { type ClaimStream, releaseClaim, withClaim } from '../shared/withClaim.ts'
import {
  type CategoryNameClaim,
  type CategoryNameState,
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
export const categoryNameClaims: ClaimStream<CategoryNameClaim, CategoryNameState> = {
  stream: (claim) => streams.categoryName(claim.name),
  aggregate: categoryNameAggregate,
  reserve: decideReserveCategoryName,
  release: decideReleaseCategoryName,
}

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
  const result = await withClaim(deps.store, ctx, categoryNameClaims, { name, categoryId }, () =>
    execute(deps.store, ctx, streams.category(categoryId), categoryAggregate, (s) =>
      decideCreateCategory({ categoryId, name }, s),
    ),
  )
  return { categoryId, position: result.position! }
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
  return withClaim(
    deps.store,
    ctx,
    categoryNameClaims,
    nameChanges ? { name, categoryId } : null,
    async () => {
      const renamed = await execute(deps.store, ctx, streams.category(categoryId), categoryAggregate, (s) =>
        decideRenameCategory({ name }, s),
      )
      if (!nameChanges) return renamed.position
      const released = await releaseClaim(deps.store, ctx, categoryNameClaims, { name: oldName, categoryId })
      return released.position ?? renamed.position
    },
  )
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
  const released = await releaseClaim(deps.store, ctx, categoryNameClaims, {
    name: deleted.state.name,
    categoryId,
  })
  return released.position ?? deleted.position
}

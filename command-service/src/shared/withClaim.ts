import type { DomainEvent, EventStore } from '@provender/events'
import { type Aggregate, type CommandContext, type Executed, execute } from './commandHandler.ts'

/**
 * A value only one owner may hold (an email address, an account number, a category name),
 * guarded by a stream of its own: claiming it appends at the revision the claim was decided
 * on, so two owners racing for one value cannot both win, on any store adapter.
 */
export interface ClaimStream<C, S> {
  stream(claim: C): string
  aggregate: Aggregate<S>
  /** No events when the owner already holds it; refused when someone else does. */
  reserve(claim: C, state: S): DomainEvent[]
  /** No events when the owner does not hold it (any more). */
  release(claim: C, state: S): DomainEvent[]
}

/**
 * Claims the value, then acts; when the act fails, a claim this call took is given back
 * (one held before is left alone) and the failure goes on. `null` means nothing to claim.
 */
export async function withClaim<C, S, T>(
  store: EventStore,
  ctx: CommandContext,
  kind: ClaimStream<C, S>,
  claim: C | null,
  act: () => Promise<T>,
): Promise<T> {
  if (claim === null) return act()
  const taken = await execute(store, ctx, kind.stream(claim), kind.aggregate, (s) => kind.reserve(claim, s))
  try {
    return await act()
  } catch (error) {
    if (taken.events.length > 0) await releaseClaim(store, ctx, kind, claim)
    throw error
  }
}

/** Gives a value back, so another owner may claim it; a value held by someone else is left alone. */
export function releaseClaim<C, S>(
  store: EventStore,
  ctx: CommandContext,
  kind: ClaimStream<C, S>,
  claim: C,
): Promise<Executed<S>> {
  return execute(store, ctx, kind.stream(claim), kind.aggregate, (s) => kind.release(claim, s))
}

import { type ClosureSpan, type EventStore, streams } from '@provender/events'

/**
 * A closure as it was added (its days, reason, direction and time), from the closures stream:
 * a removal carries its days but not how they moved, so its mail lays this one back (issue 36).
 * Null: never added (nothing it moved).
 */
export async function closureAsAdded(
  store: EventStore,
  closureId: string,
): Promise<(ClosureSpan & { id: string }) | null> {
  for (const { event } of await store.readStream(streams.closures())) {
    if (event.type !== 'ClosureAdded' || event.data.closureId !== closureId) continue
    const { from, to, reason, standingMove, addedAt } = event.data
    return {
      id: closureId,
      from,
      to,
      reason,
      ...(standingMove ? { standingMove } : {}),
      ...(addedAt ? { addedAt } : {}),
    }
  }
  return null
}

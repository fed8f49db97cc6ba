import type { EventOf } from '@provender/events'
import type { Knex } from 'knex'

/**
 * A closure added or removed, on a table of closures: the delivery read model's, and the copy
 * standing orders keep of it (a projection reads only its own tables), which hold the same rows.
 */
export async function applyClosureEvent(
  trx: Knex.Transaction,
  table: 'rm_closures' | 'rm_standing_closures',
  event: EventOf<'ClosureAdded' | 'ClosureRemoved'>,
): Promise<void> {
  if (event.type === 'ClosureRemoved') {
    await trx(table).where({ id: event.data.closureId }).delete()
    return
  }
  const { closureId, from, to, reason, standingMove, addedAt } = event.data
  // An event applied again (a lost checkpoint) changes nothing. The direction and the time as the
  // event has them (none before issue 36: 'next', and no time), as the command side reads them.
  await trx(table)
    .insert({
      id: closureId,
      from_date: from,
      to_date: to,
      reason,
      standing_move: standingMove ?? 'next',
      added_at: addedAt ?? null,
    })
    .onConflict('id')
    .ignore()
}

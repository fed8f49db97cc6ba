import type { LogPosition } from '@provender/events'
import type { Database } from '@provender/server-kit'

type Db = Database['knex'] | Parameters<Parameters<Database['knex']['transaction']>[0]>[0]

export async function readCheckpoint(db: Db, name: string): Promise<LogPosition | null> {
  const row = await db('notifier_checkpoints')
    .where({ name })
    .first<{ transaction_id: string; sequence: string } | undefined>(
      db.raw('transaction_id::text as transaction_id'),
      db.raw('sequence::text as sequence'),
    )
  return row ? { transactionId: row.transaction_id, sequence: row.sequence } : null
}

/**
 * Moves the checkpoint forward, never back: two notifier processes read the same log, and the
 * slower one's write must not undo the faster one's (either would only repeat keyed work).
 */
export async function saveCheckpoint(db: Db, name: string, position: LogPosition, now: Date): Promise<void> {
  await db.raw(
    `insert into notifier_checkpoints as c (name, transaction_id, sequence, updated_at)
     values (:name, :tx::numeric, :seq::numeric, :now)
     on conflict (name) do update set
       transaction_id = excluded.transaction_id, sequence = excluded.sequence, updated_at = excluded.updated_at
     where (excluded.transaction_id, excluded.sequence) > (c.transaction_id, c.sequence)`,
    { name, tx: position.transactionId, seq: position.sequence, now },
  )
}

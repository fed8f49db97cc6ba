import type { Knex } from 'knex'

/**
 * One acknowledged placement. Since one order per customer per delivery date (issue 36), a
 * placement either opens an order (201) or adds its lines to the order already open for the
 * date (200 with `mergedInto`); both are acknowledged, and `created` says which.
 */
export interface Placement {
  id: number
  key: string
  created: boolean
}

/** The placement an answer acknowledges, or null when the answer acknowledges none. */
export function acknowledgedPlacement(
  key: string,
  answer: { status: number; body: unknown },
): Placement | null {
  const body = answer.body as { id?: unknown; mergedInto?: unknown } | null
  if (typeof body?.id !== 'number') return null
  if (answer.status === 201 && body.mergedInto === undefined) return { id: body.id, key, created: true }
  if (answer.status === 200 && body.mergedInto === body.id) return { id: body.id, key, created: false }
  return null
}

/**
 * Every placement the log holds under keys starting with `prefix`: the OrderPlaced of a new
 * order, or the OrderChanged of a merge, each with the key it was placed under.
 */
export async function placementsInLog(knex: Knex, prefix: string): Promise<Placement[]> {
  const rows = await knex('event_log')
    .whereIn('type', ['OrderPlaced', 'OrderChanged'])
    .andWhereRaw("coalesce(data->>'idempotencyKey', data->'merged'->>'idempotencyKey') like ?", [
      `${prefix}%`,
    ])
    .select<{ id: number; key: string; created: boolean }[]>(
      knex.raw(
        "(data->>'orderId')::int as id, coalesce(data->>'idempotencyKey', data->'merged'->>'idempotencyKey') as key, type = 'OrderPlaced' as created",
      ),
    )
  return rows.map((r) => ({ id: r.id, key: r.key, created: r.created }))
}

export const byKey = (a: Placement, b: Placement) => a.key.localeCompare(b.key)

import type { Knex } from 'knex'
import {
  applyInRuns,
  assertNever,
  defineProjection,
  type RecordedEventOf,
} from '../projections/projection.ts'
import { usualLinesOf } from './rule.ts'
import { deleteCustomers, recordLines } from './storage.ts'

/**
 * The order guide's read model: what each customer orders (rm_usual_items) and the lines of its
 * last orders (rm_usual_lines). Fed by orders; a deleted customer's rows go. A deleted product's
 * rows stay: the ordering app marks it no longer available. The rule is rule.ts; SQL, storage.ts.
 */
const handles = ['OrderPlaced', 'CustomerDeleted'] as const
type Handled = RecordedEventOf<(typeof handles)[number]>

export const usualItemsProjection = defineProjection({
  name: 'usual-items',
  handles,
  streams: ['order', 'customer'],
  // What shipped does not change what the customer asked for, which is what it orders again.
  ignores: [
    'OrderFulfilled',
    'OrderMoved',
    'CustomerRegistered',
    'CustomerDetailsUpdated',
    'CustomerProductPriced',
    'CustomerProductRemoved',
    'CustomerTransferred',
    'CustomerFavoriteAdded',
    'CustomerFavoriteRemoved',
  ],
  applyBatch,
})

/** A run of orders in a few statements; a deletion, which is rare, on its own. */
function applyBatch(trx: Knex.Transaction, events: Handled[]): Promise<void> {
  return applyInRuns(
    events,
    (recorded) => recorded.type === 'OrderPlaced',
    (run) =>
      recordLines(
        trx,
        run.flatMap(({ event, metadata }) =>
          event.type === 'OrderPlaced' ? usualLinesOf(event.data, metadata.occurredAt) : [],
        ),
      ),
    async ({ event }) => {
      switch (event.type) {
        case 'CustomerDeleted':
          return deleteCustomers(trx, [event.data.customerId])
        case 'OrderPlaced':
          return // in runs
        default:
          assertNever(event)
      }
    },
  )
}

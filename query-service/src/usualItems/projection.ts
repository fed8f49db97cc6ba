import { defineProjection } from '../projections/projection.ts'
import { usualLinesOf } from './rule.ts'
import { deleteCustomers, recordLines } from './storage.ts'

/**
 * The order guide's read model: what each customer orders (rm_usual_items) and the lines of its
 * last orders (rm_usual_lines). Fed by orders; a deleted customer's rows go. A deleted product's
 * rows stay: the ordering app marks it no longer available. The rule is rule.ts; SQL, storage.ts.
 */
export const usualItemsProjection = defineProjection({
  name: 'usual-items',
  handles: ['OrderPlaced', 'CustomerDeleted'],
  streams: ['order', 'customer'],
  // What shipped does not change what the customer asked for, which is what it orders again.
  ignores: [
    'OrderFulfilled',
    'OrderMoved',
    // Usual items count what was placed; a later change or cancellation is not yet counted.
    'OrderChanged',
    'OrderCancelled',
    'CustomerRegistered',
    'CustomerDetailsUpdated',
    'CustomerProductPriced',
    'CustomerProductRemoved',
    'CustomerTransferred',
    'CustomerFavoriteAdded',
    'CustomerFavoriteRemoved',
  ],
  // A run of orders in a few statements; a deletion, which is rare, on its own.
  runs: {
    of: ['OrderPlaced'],
    apply: (trx, run) =>
      recordLines(
        trx,
        run.flatMap(({ event, metadata }) => usualLinesOf(event.data, metadata.occurredAt)),
      ),
  },
  apply: (trx, { event }) => deleteCustomers(trx, [event.data.customerId]),
})

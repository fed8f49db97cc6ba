import { assertNever, defineProjection, type ProjectionReplay } from '../projections/projection.ts'
import { PriceState } from './state.ts'
import { deleteCustomers, deleteProducts, dismissChange, loadTouched, writePrices } from './storage.ts'

/**
 * rm_price_changes: for each customer and product it has ordered, what it last paid and what
 * the product costs it now (its negotiated line, else the default price), in the unit it bought.
 * When an event moves "now" away from "paid", that event names the change the customer is
 * shown; a new order makes "paid" the price again, and a dismissal hides that one change.
 * rm_price_moves keeps each such move of the price now, old -> new, for the staff's list.
 * The rule is rule.ts; the rows held in memory, state.ts; their reads and writes, storage.ts.
 */
export const priceChangesProjection = defineProjection({
  name: 'price-changes',
  handles: [
    'ProductCreated',
    'ProductUpdated',
    'ProductDeleted',
    'CustomerProductPriced',
    'CustomerProductRemoved',
    'CustomerDeleted',
    'OrderPlaced',
    'PriceChangeDismissed',
  ],
  streams: ['product', 'customer', 'order', 'priceChanges'],
  // Not this read model's concern: the owner and the business name are read from rm_customers
  // when a rep's list is answered (CustomerTransferred moves them there).
  ignores: [
    // Substitutes move no price.
    'ProductSubstitutesSet',
    'CustomerRegistered',
    'CustomerDetailsUpdated',
    'CustomerTransferred',
    'CustomerFavoriteAdded',
    'CustomerFavoriteRemoved',
    'OrderFulfilled',
    'OrderMoved',
    // Price changes are counted since the orders placed; a change or a cancellation moves no price.
    'OrderChanged',
    'OrderCancelled',
  ],
  /**
   * Price and order events in runs: the rows a run can touch are read first (a few statements),
   * the events are replayed on them in memory, and what changed is written back in a few
   * multi-row statements.
   */
  runs: {
    of: [
      'ProductCreated',
      'ProductUpdated',
      'CustomerProductPriced',
      'CustomerProductRemoved',
      'OrderPlaced',
    ],
    async apply(trx, run) {
      const state = new PriceState(false)
      state.hold(await loadTouched(trx, run))
      for (const recorded of run) state.apply(recorded)
      await writePrices(trx, state.takeWrites())
    },
  },
  /** Deletions and dismissals, which are rare, on their own. */
  async apply(trx, { event }) {
    switch (event.type) {
      case 'ProductDeleted':
        return deleteProducts(trx, [event.data.productId])
      case 'CustomerDeleted':
        return deleteCustomers(trx, [event.data.customerId])
      case 'PriceChangeDismissed':
        return dismissChange(trx, event.data)
      default:
        assertNever(event)
    }
  },
  replay: replayFromStart,
})

/** A replay from the start of the log: every row held in memory, each written once per write. */
function replayFromStart(): ProjectionReplay {
  const state = new PriceState(true)
  return {
    apply(events) {
      for (const recorded of events) {
        const { event } = recorded
        if (event.type === 'ProductDeleted') state.deleteProduct(event.data.productId)
        else if (event.type === 'CustomerDeleted') state.deleteCustomer(event.data.customerId)
        else if (event.type === 'PriceChangeDismissed') state.dismiss(event.data)
        else state.apply(recorded)
      }
    },
    get size() {
      return state.size
    },
    write: (trx) => writePrices(trx, state.takeWrites()),
  }
}

import type { Knex } from 'knex'
import {
  applyInRuns,
  assertNever,
  defineProjection,
  type ProjectionReplay,
  type RecordedEventOf,
} from '../projections/projection.ts'
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
const handles = [
  'ProductCreated',
  'ProductUpdated',
  'ProductDeleted',
  'CustomerProductPriced',
  'CustomerProductRemoved',
  'CustomerDeleted',
  'OrderPlaced',
  'PriceChangeDismissed',
] as const
type Handled = RecordedEventOf<(typeof handles)[number]>

export const priceChangesProjection = defineProjection({
  name: 'price-changes',
  handles,
  streams: ['product', 'customer', 'order', 'priceChanges'],
  // Not this read model's concern: the owner and the business name are read from rm_customers
  // when a rep's list is answered (CustomerTransferred moves them there).
  ignores: [
    'CustomerRegistered',
    'CustomerDetailsUpdated',
    'CustomerTransferred',
    'CustomerFavoriteAdded',
    'CustomerFavoriteRemoved',
    'OrderFulfilled',
    'OrderMoved',
  ],
  applyBatch,
  replay: replayFromStart,
})

/** Deletions and dismissals, which are rare, close a run of price and order events. */
const closesRun = new Set<Handled['type']>(['ProductDeleted', 'CustomerDeleted', 'PriceChangeDismissed'])

/**
 * Applies events in order with the same result as one by one: the rows a run can touch are
 * read first (a few statements), the events are replayed on them in memory, and what changed is
 * written back in a few multi-row statements. Deletions and dismissals are applied on their own.
 */
function applyBatch(trx: Knex.Transaction, events: Handled[]): Promise<void> {
  return applyInRuns(
    events,
    (recorded) => !closesRun.has(recorded.type),
    async (run) => {
      const state = new PriceState(false)
      state.hold(await loadTouched(trx, run))
      for (const recorded of run) state.apply(recorded)
      await writePrices(trx, state.takeWrites())
    },
    async ({ event }) => {
      switch (event.type) {
        case 'ProductDeleted':
          return deleteProducts(trx, [event.data.productId])
        case 'CustomerDeleted':
          return deleteCustomers(trx, [event.data.customerId])
        case 'PriceChangeDismissed':
          return dismissChange(trx, event.data)
        case 'ProductCreated':
        case 'ProductUpdated':
        case 'CustomerProductPriced':
        case 'CustomerProductRemoved':
        case 'OrderPlaced':
          return // in runs
        default:
          assertNever(event)
      }
    },
  )
}

/** A replay from the start of the log: every row held in memory, each written once per write. */
function replayFromStart(): ProjectionReplay<Handled> {
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

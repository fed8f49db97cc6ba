import type { RecordedEvent } from '@provender/events'
import { priceChangeId, type QuantityType } from '@provender/events'
import type { Knex } from 'knex'
import {
  assertNever,
  defineProjection,
  type ProjectionReplay,
  type RecordedEventOf,
} from '../projections/projection.ts'
import {
  type ChangeRow,
  chunks,
  type DefaultRow,
  insertMoves,
  iso,
  type MoveDismissal,
  markMovesDismissed,
  type PriceMove,
  type PriceRow,
  type StoredChange,
  type StoredPrice,
  writeChanges,
} from './storage.ts'

/**
 * rm_price_changes: for each customer and product it has ordered, what it last paid and what
 * the product costs it now (its negotiated line, else the default price), in the unit it bought.
 * When an event moves "now" away from "paid", that event names the change the customer is
 * shown; a new order makes "paid" the price again, and a dismissal hides that one change.
 * rm_price_moves keeps each such move of the price now, old -> new, for the staff's list.
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
  ],
  apply: (trx, recorded) => applyBatch(trx, [recorded]),
  applyBatch,
  replay: replayFromStart,
})

/**
 * Applies events in order with the same result as one by one: the rows the batch can touch are
 * read first (a few statements), the events are replayed on them in memory, and what changed is
 * written back in a few multi-row statements. Deletions and dismissals, which are rare, close the
 * run and are applied on their own.
 */
async function applyBatch(trx: Knex.Transaction, events: Handled[]): Promise<void> {
  let run: Handled[] = []
  for (const recorded of events) {
    const { event } = recorded
    switch (event.type) {
      case 'ProductCreated':
      case 'ProductUpdated':
      case 'CustomerProductPriced':
      case 'CustomerProductRemoved':
      case 'OrderPlaced':
        run.push(recorded)
        break
      case 'ProductDeleted':
        await replay(trx, run)
        run = []
        for (const table of PRODUCT_TABLES) {
          await trx(table).where({ product_id: event.data.productId }).delete()
        }
        break
      case 'PriceChangeDismissed':
        await replay(trx, run)
        run = []
        await trx('rm_price_changes')
          .where({ customer_id: event.data.customerId, product_id: event.data.productId })
          .update({ dismissed_change_id: event.data.changeId })
        await markMovesDismissed(trx, [
          { customer_id: event.data.customerId, change_id: event.data.changeId },
        ])
        break
      case 'CustomerDeleted':
        await replay(trx, run)
        run = []
        for (const table of CUSTOMER_TABLES) {
          await trx(table).where({ customer_id: event.data.customerId }).delete()
        }
        break
      default:
        assertNever(event)
    }
  }
  await replay(trx, run)
}

/** The tables holding a product's rows, and a customer's: a deletion empties them of it. */
const PRODUCT_TABLES = ['rm_price_changes', 'rm_price_negotiated', 'rm_price_defaults', 'rm_price_moves']
const CUSTOMER_TABLES = ['rm_price_changes', 'rm_price_negotiated', 'rm_price_moves']

const setBy = (recorded: RecordedEvent) => ({
  event_id: recorded.id,
  priced_at: recorded.metadata.occurredAt,
})

/** A price in the unit the customer bought: a case costs its packs at the pack price. */
export function priceInUnit(
  unitCents: number,
  quantityType: QuantityType,
  packsPerCase: number | null,
): number {
  return quantityType === 'case' && packsPerCase && packsPerCase > 1 ? unitCents * packsPerCase : unitCents
}

type Key = `${number}|${string}`
const keyOf = (customerId: number, productId: string): Key => `${customerId}|${productId}`

/** Replays a run of price and order events on the rows they can touch, then writes what changed. */
async function replay(trx: Knex.Transaction, run: RecordedEvent[]): Promise<void> {
  if (run.length === 0) return
  const state = new PriceState(false)
  await state.load(trx, run)
  for (const recorded of run) state.apply(recorded)
  await state.write(trx)
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
    write: (trx) => state.write(trx),
  }
}

/**
 * What is held of one customer and product: its negotiated line and its change row, and which
 * of them changed since the last write. Reached by the customer's id, then the product's, so an
 * order line costs one lookup by product id (no key string made and hashed per line, which in a
 * rebuild is every order line of the history).
 */
interface Pair {
  customerId: number
  productId: string
  /** The negotiated line; null once removed (a deletion to write); undefined when not held. */
  negotiated: PriceRow | null | undefined
  change: ChangeRow | undefined
  /** Moves of the price now since the last write, oldest first; null for none. */
  moves: PriceMove[] | null
  negotiatedDirty: boolean
  changeDirty: boolean
  /** Written by an order without its stored row read: the write keeps its stored dismissal. */
  dismissalStored: boolean
}

/**
 * The rows of the three tables that events change: the prices behind "now" and the change rows,
 * with what changed since they were last written. Batch by batch it holds only the rows a run
 * can touch, read first (`load`); in a replay from the start it holds every row (`complete`),
 * so a row it does not hold does not exist and nothing is read.
 */
class PriceState {
  private readonly defaults = new Map<string, DefaultRow>()
  private readonly dirtyDefaults = new Set<string>()
  private readonly pairsOfCustomer = new Map<number, Map<string, Pair>>()
  private readonly changesOfProduct = new Map<string, Set<Pair>>()
  /** Pairs as they first changed since the last write; one whose flag is down again is skipped. */
  private dirtyNegotiated: Pair[] = []
  private dirtyChanges: Pair[] = []
  private negotiatedHeld = 0
  private changesHeld = 0
  private movesHeld = 0
  /** Dismissals since the last write, marked on the moves once those are written. */
  private dismissedMoves: MoveDismissal[] = []
  /** Deleted since the last write: their stored rows go before what is held is written. */
  private readonly deletedProducts = new Set<string>()
  private readonly deletedCustomers = new Set<number>()

  constructor(private readonly complete: boolean) {}

  get size(): number {
    return this.defaults.size + this.negotiatedHeld + this.changesHeld + this.movesHeld
  }

  private pairsOf(customerId: number): Map<string, Pair> {
    let pairs = this.pairsOfCustomer.get(customerId)
    if (!pairs) {
      pairs = new Map()
      this.pairsOfCustomer.set(customerId, pairs)
    }
    return pairs
  }

  private pair(pairs: Map<string, Pair>, customerId: number, productId: string): Pair {
    let pair = pairs.get(productId)
    if (!pair) {
      pair = {
        customerId,
        productId,
        negotiated: undefined,
        change: undefined,
        moves: null,
        negotiatedDirty: false,
        changeDirty: false,
        dismissalStored: false,
      }
      pairs.set(productId, pair)
    }
    return pair
  }

  /**
   * Reads what the run reads before it writes, and nothing more: the change row of every pair
   * it names; the price now (negotiated, default) of every pair it orders and every product
   * whose negotiated line it removes; and every row of a product whose default price it sets
   * (whoever the customer). Prices the run itself sets need no read.
   */
  async load(trx: Knex.Transaction, run: RecordedEvent[]): Promise<void> {
    const changePairs = new Set<Key>()
    const orderedPairs = new Set<Key>()
    const defaultsNeeded = new Set<string>()
    const repricedProducts = new Set<string>()
    for (const { event } of run) {
      if (event.type === 'ProductCreated' || event.type === 'ProductUpdated') {
        repricedProducts.add(event.data.productId)
      } else if (event.type === 'CustomerProductPriced' || event.type === 'CustomerProductRemoved') {
        changePairs.add(keyOf(event.data.customerId, event.data.productId))
        if (event.type === 'CustomerProductRemoved') defaultsNeeded.add(event.data.productId)
      } else if (event.type === 'OrderPlaced') {
        // An order rewrites its pairs' rows whole but for the dismissal, which the write keeps
        // (below): their rows need no read, which in a rebuild is most of the work saved.
        for (const line of event.data.lines) {
          orderedPairs.add(keyOf(event.data.customerId, line.productId))
          defaultsNeeded.add(line.productId)
        }
      }
    }
    const repricedIds = [...repricedProducts]
    // Exact (customer, product) pairs joined on the key, and a re-priced product's rows by its
    // index: never the cross product of the run's customers and products (most of the table).
    const touching = async <Row>(table: string, pairs: Set<Key>): Promise<Row[]> => {
      const keys = [...pairs].map(splitKey)
      const byPair =
        keys.length > 0
          ? await trx.raw<{ rows: Row[] }>(
              `select t.* from unnest(?::int[], ?::text[]) as k(customer_id, product_id)
               join ${table} t on t.customer_id = k.customer_id and t.product_id = k.product_id`,
              [keys.map((k) => k[0]), keys.map((k) => k[1])],
            )
          : { rows: [] }
      const byProduct =
        repricedIds.length > 0
          ? await trx.raw<{ rows: Row[] }>(`select * from ${table} where product_id = any(?::text[])`, [
              repricedIds,
            ])
          : { rows: [] }
      return [...byPair.rows, ...byProduct.rows]
    }
    // One after another: a transaction is one connection.
    const defaultRows =
      defaultsNeeded.size > 0
        ? await trx('rm_price_defaults')
            .whereRaw('product_id = any(?::text[])', [[...defaultsNeeded]])
            .select('*')
        : []
    const negotiatedRows = await touching<StoredPrice>('rm_price_negotiated', orderedPairs)
    const changeRows = await touching<StoredChange>('rm_price_changes', changePairs)

    for (const r of defaultRows)
      this.defaults.set(r.product_id, {
        ...r,
        price_cents: Number(r.price_cents),
        priced_at: iso(r.priced_at),
      })
    for (const r of negotiatedRows) {
      this.setNegotiated(this.pair(this.pairsOf(r.customer_id), r.customer_id, r.product_id), {
        price_cents: Number(r.price_cents),
        event_id: r.event_id,
        priced_at: iso(r.priced_at),
      })
    }
    for (const r of changeRows) {
      this.keep({
        ...r,
        paid_cents: Number(r.paid_cents),
        current_cents: Number(r.current_cents),
        ordered_at: iso(r.ordered_at),
        changed_at: r.changed_at === null ? null : iso(r.changed_at),
      })
    }
  }

  private setNegotiated(pair: Pair, price: PriceRow | null | undefined): void {
    if (pair.negotiated === undefined && price !== undefined) this.negotiatedHeld++
    else if (pair.negotiated !== undefined && price === undefined) this.negotiatedHeld--
    pair.negotiated = price
  }

  private keep(
    row: ChangeRow,
    pair = this.pair(this.pairsOf(row.customer_id), row.customer_id, row.product_id),
  ) {
    if (!pair.change) this.changesHeld++
    pair.change = row
    const ofProduct = this.changesOfProduct.get(row.product_id) ?? new Set<Pair>()
    ofProduct.add(pair)
    this.changesOfProduct.set(row.product_id, ofProduct)
  }

  private changed(pair: Pair): void {
    if (pair.changeDirty) return
    pair.changeDirty = true
    this.dirtyChanges.push(pair)
  }

  /** The price now of one row; where it moved, this event is the change. */
  private reprice(recorded: RecordedEvent, pair: Pair): void {
    const row = pair.change
    if (!row) return
    const unitCents = pair.negotiated?.price_cents ?? this.defaults.get(row.product_id)?.price_cents ?? null
    if (unitCents === null) return
    const current = priceInUnit(unitCents, row.quantity_type, row.packs_per_case)
    if (current === row.current_cents) return
    const changed = current !== row.paid_cents
    const move: PriceMove = {
      customer_id: row.customer_id,
      product_id: row.product_id,
      change_id: priceChangeId(row.customer_id, recorded.id),
      quantity_type: row.quantity_type,
      old_cents: row.current_cents,
      new_cents: current,
      changed_at: recorded.metadata.occurredAt,
    }
    if (pair.moves) pair.moves.push(move)
    else pair.moves = [move]
    this.movesHeld++
    row.current_cents = current
    row.change_id = changed ? move.change_id : null
    row.changed_at = changed ? recorded.metadata.occurredAt : null
    this.changed(pair)
  }

  /** One price or order event; any other is not this state's concern. */
  apply(recorded: RecordedEvent): void {
    const { event } = recorded
    switch (event.type) {
      case 'ProductCreated':
      case 'ProductUpdated': {
        const productId = event.data.productId
        const fields = event.type === 'ProductCreated' ? event.data : event.data.after
        this.defaults.set(productId, {
          product_id: productId,
          name: fields.name,
          price_cents: fields.priceCents,
          ...setBy(recorded),
        })
        this.dirtyDefaults.add(productId)
        for (const pair of this.changesOfProduct.get(productId) ?? []) this.reprice(recorded, pair)
        break
      }
      case 'CustomerProductPriced':
      case 'CustomerProductRemoved': {
        const { customerId, productId } = event.data
        const pair = this.pair(this.pairsOf(customerId), customerId, productId)
        this.setNegotiated(
          pair,
          event.type === 'CustomerProductPriced'
            ? { price_cents: event.data.newPriceCents, ...setBy(recorded) }
            : null,
        )
        if (!pair.negotiatedDirty) {
          pair.negotiatedDirty = true
          this.dirtyNegotiated.push(pair)
        }
        this.reprice(recorded, pair)
        break
      }
      case 'OrderPlaced': {
        // An order makes its prices what the customer last paid, per product (its last line
        // of the product, in the unit of that line). Normally that is also the price now; when a
        // re-pricing committed just before the order was (its price decided a moment earlier),
        // the change is still shown, named by the event that set the price now.
        // Lines are taken in order, so the last line of a product is the one that stays.
        const { orderId, customerId, lines } = event.data
        const pairs = this.pairsOf(customerId)
        const orderedAt = recorded.metadata.occurredAt
        for (const line of lines) {
          const pair = this.pair(pairs, customerId, line.productId)
          const paid = priceInUnit(line.unitPriceCents, line.quantityType, line.packsPerCase)
          const price = pair.negotiated ?? this.defaults.get(line.productId)
          const current = price ? priceInUnit(price.price_cents, line.quantityType, line.packsPerCase) : paid
          const changed = price !== undefined && current !== paid
          const changeId = changed && price ? priceChangeId(customerId, price.event_id) : null
          const changedAt = changed && price ? price.priced_at : null
          this.changed(pair)
          const row = pair.change
          if (!row) {
            if (!this.complete) pair.dismissalStored = true
            this.keep(
              {
                customer_id: customerId,
                product_id: line.productId,
                quantity_type: line.quantityType,
                packs_per_case: line.packsPerCase,
                order_id: orderId,
                ordered_at: orderedAt,
                paid_cents: paid,
                current_cents: current,
                change_id: changeId,
                changed_at: changedAt,
                dismissed_change_id: null,
              },
              pair,
            )
            continue
          }
          // In place: in a rebuild this runs for every order line of the history.
          row.quantity_type = line.quantityType
          row.packs_per_case = line.packsPerCase
          row.order_id = orderId
          row.ordered_at = orderedAt
          row.paid_cents = paid
          row.current_cents = current
          row.change_id = changeId
          row.changed_at = changedAt
        }
        break
      }
      default:
        break
    }
  }

  /** In a replay from the start only: as the batch path's update of the one row. */
  dismiss({ customerId, productId, changeId }: { customerId: number; productId: string; changeId: string }) {
    this.dismissedMoves.push({ customer_id: customerId, change_id: changeId })
    const pair = this.pairsOfCustomer.get(customerId)?.get(productId)
    if (!pair?.change) return
    pair.change.dismissed_change_id = changeId
    this.changed(pair)
  }

  /** In a replay from the start only: the product's rows go, here and (at the write) stored. */
  deleteProduct(productId: string): void {
    this.deletedProducts.add(productId)
    this.defaults.delete(productId)
    this.dirtyDefaults.delete(productId)
    for (const pairs of this.pairsOfCustomer.values()) {
      const pair = pairs.get(productId)
      if (pair) this.forget(pairs, pair)
    }
    this.changesOfProduct.delete(productId)
  }

  /** In a replay from the start only: the customer's rows go, here and (at the write) stored. */
  deleteCustomer(customerId: number): void {
    this.deletedCustomers.add(customerId)
    const pairs = this.pairsOfCustomer.get(customerId)
    if (!pairs) return
    for (const pair of [...pairs.values()]) this.forget(pairs, pair)
    this.pairsOfCustomer.delete(customerId)
  }

  /** Drops what is held of a pair; a dirty list may still name it, with its flags down. */
  private forget(pairs: Map<string, Pair>, pair: Pair): void {
    if (pair.change) {
      this.changesHeld--
      this.changesOfProduct.get(pair.productId)?.delete(pair)
    }
    this.setNegotiated(pair, undefined)
    this.movesHeld -= pair.moves?.length ?? 0
    pair.moves = null
    pair.change = undefined
    pair.changeDirty = false
    pair.negotiatedDirty = false
    pair.dismissalStored = false
    pairs.delete(pair.productId)
  }

  /** Writes what changed since the last write: deletions first, then the rows held. */
  async write(trx: Knex.Transaction): Promise<void> {
    if (this.deletedProducts.size > 0) {
      for (const table of PRODUCT_TABLES) {
        await trx(table)
          .whereIn('product_id', [...this.deletedProducts])
          .delete()
      }
      this.deletedProducts.clear()
    }
    if (this.deletedCustomers.size > 0) {
      for (const table of CUSTOMER_TABLES) {
        await trx(table)
          .whereIn('customer_id', [...this.deletedCustomers])
          .delete()
      }
      this.deletedCustomers.clear()
    }
    const defaultsNow = [...this.dirtyDefaults].map((id) => this.defaults.get(id)!)
    for (const rows of chunks(defaultsNow)) {
      await trx.raw(
        `insert into rm_price_defaults (product_id, name, price_cents, event_id, priced_at)
         select * from json_to_recordset(?::json)
           as r(product_id text, name text, price_cents bigint, event_id uuid, priced_at timestamptz)
         on conflict (product_id) do update set name = excluded.name, price_cents = excluded.price_cents,
           event_id = excluded.event_id, priced_at = excluded.priced_at`,
        [JSON.stringify(rows)],
      )
    }
    const priced: (PriceRow & { customer_id: number; product_id: string })[] = []
    const removed: { customer_id: number; product_id: string }[] = []
    for (const pair of this.dirtyNegotiated) {
      if (!pair.negotiatedDirty) continue
      pair.negotiatedDirty = false
      const row = pair.negotiated
      if (row) priced.push({ customer_id: pair.customerId, product_id: pair.productId, ...row })
      else removed.push({ customer_id: pair.customerId, product_id: pair.productId })
    }
    for (const rows of chunks(priced)) {
      await trx.raw(
        `insert into rm_price_negotiated (customer_id, product_id, price_cents, event_id, priced_at)
         select * from unnest(?::int[], ?::text[], ?::bigint[], ?::uuid[], ?::timestamptz[])
         on conflict (customer_id, product_id) do update set price_cents = excluded.price_cents,
           event_id = excluded.event_id, priced_at = excluded.priced_at`,
        [
          rows.map((r) => r.customer_id),
          rows.map((r) => r.product_id),
          rows.map((r) => r.price_cents),
          rows.map((r) => r.event_id),
          rows.map((r) => r.priced_at),
        ],
      )
    }
    for (const rows of chunks(removed)) {
      await trx.raw(
        `delete from rm_price_negotiated n
         using json_to_recordset(?::json) as r(customer_id integer, product_id text)
         where n.customer_id = r.customer_id and n.product_id = r.product_id`,
        [JSON.stringify(rows)],
      )
    }
    const known: ChangeRow[] = []
    const keepingDismissal: ChangeRow[] = []
    const moves: PriceMove[] = []
    for (const pair of this.dirtyChanges) {
      if (!pair.changeDirty || !pair.change) continue
      pair.changeDirty = false
      ;(pair.dismissalStored ? keepingDismissal : known).push(pair.change)
      pair.dismissalStored = false
      if (pair.moves) moves.push(...pair.moves)
      pair.moves = null
    }
    for (const rows of chunks(known)) await writeChanges(trx, rows, 'excluded.dismissed_change_id')
    for (const rows of chunks(keepingDismissal))
      await writeChanges(trx, rows, 'rm_price_changes.dismissed_change_id')
    await insertMoves(trx, moves)
    await markMovesDismissed(trx, this.dismissedMoves)
    this.dismissedMoves = []
    this.movesHeld = 0
    this.dirtyDefaults.clear()
    this.dirtyNegotiated = []
    this.dirtyChanges = []
  }
}

function splitKey(key: Key): [number, string] {
  const bar = key.indexOf('|')
  return [Number(key.slice(0, bar)), key.slice(bar + 1)]
}

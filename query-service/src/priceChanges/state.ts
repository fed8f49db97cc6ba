import type { RecordedEvent } from '@provender/events'
import type {
  ChangeRow,
  DefaultRow,
  HeldRows,
  MoveDismissal,
  NegotiatedRow,
  PriceMove,
  PriceRow,
  PriceWrites,
} from './rows.ts'
import { firstOrder, order, reprice } from './rule.ts'

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

const setBy = (recorded: RecordedEvent) => ({
  event_id: recorded.id,
  priced_at: recorded.metadata.occurredAt,
})

/**
 * The rows of the three tables that events change: the prices behind "now" and the change rows,
 * with what changed since they were last written. Batch by batch it holds only the rows a run
 * can touch, read first (`hold`); in a replay from the start it holds every row (`complete`),
 * so a row it does not hold does not exist and nothing is read.
 */
export class PriceState {
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

  /** Holds stored rows, as read before a run is applied. */
  hold({ defaults, negotiated, changes }: HeldRows): void {
    for (const row of defaults) this.defaults.set(row.product_id, row)
    for (const { customer_id, product_id, ...price } of negotiated) {
      this.setNegotiated(this.pair(this.pairsOf(customer_id), customer_id, product_id), price)
    }
    for (const row of changes) this.keep(row)
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
    const move = reprice(row, unitCents, recorded)
    if (!move) return
    if (pair.moves) pair.moves.push(move)
    else pair.moves = [move]
    this.movesHeld++
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
        // Lines are taken in order, so the last line of a product is the one that stays.
        const { orderId, customerId, lines } = event.data
        const pairs = this.pairsOf(customerId)
        const orderedAt = recorded.metadata.occurredAt
        for (const line of lines) {
          const pair = this.pair(pairs, customerId, line.productId)
          const price = pair.negotiated ?? this.defaults.get(line.productId)
          this.changed(pair)
          if (pair.change) {
            order(pair.change, orderId, orderedAt, line, price)
            continue
          }
          // Its stored row, if any, was not read: the write keeps that row's dismissal.
          if (!this.complete) pair.dismissalStored = true
          this.keep(firstOrder(customerId, line.productId, orderId, orderedAt, line, price), pair)
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

  /** What changed since the last write, to be written now: the state counts it as written. */
  takeWrites(): PriceWrites {
    const negotiated: NegotiatedRow[] = []
    const negotiatedRemoved: PriceWrites['negotiatedRemoved'] = []
    for (const pair of this.dirtyNegotiated) {
      if (!pair.negotiatedDirty) continue
      pair.negotiatedDirty = false
      const row = pair.negotiated
      if (row) negotiated.push({ customer_id: pair.customerId, product_id: pair.productId, ...row })
      else negotiatedRemoved.push({ customer_id: pair.customerId, product_id: pair.productId })
    }
    const changes: ChangeRow[] = []
    const keepingDismissal: ChangeRow[] = []
    const moves: PriceMove[] = []
    for (const pair of this.dirtyChanges) {
      if (!pair.changeDirty || !pair.change) continue
      pair.changeDirty = false
      ;(pair.dismissalStored ? keepingDismissal : changes).push(pair.change)
      pair.dismissalStored = false
      if (pair.moves) moves.push(...pair.moves)
      pair.moves = null
    }
    const writes: PriceWrites = {
      deletedProducts: [...this.deletedProducts],
      deletedCustomers: [...this.deletedCustomers],
      defaults: [...this.dirtyDefaults].map((id) => this.defaults.get(id)!),
      negotiated,
      negotiatedRemoved,
      changes,
      keepingDismissal,
      moves,
      dismissedMoves: this.dismissedMoves,
    }
    this.deletedProducts.clear()
    this.deletedCustomers.clear()
    this.dirtyDefaults.clear()
    this.dirtyNegotiated = []
    this.dirtyChanges = []
    this.dismissedMoves = []
    this.movesHeld = 0
    return writes
  }
}

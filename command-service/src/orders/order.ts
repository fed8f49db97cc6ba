import type { OrderLine, ShippedLine } from '@provender/events'
import { assertNever, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

export interface OrderState {
  status: 'new' | 'placed'
  id: number
  customerId: number
  lines: OrderLine[]
  totalCents: number
  fulfilled: boolean
  /** What each line shipped, in line order, once fulfilled (as ordered for older fulfilments). */
  shipped: ShippedLine[] | null
  finalTotalCents: number | null
  /** The delivery date it is for; null: not scheduled. */
  deliveryDate: string | null
  /** Cancelled: it will not ship, and nothing about it changes any more. */
  cancelled: boolean
  /** How many times its lines were changed: the version an editor names to catch a stale copy. */
  version: number
  /** The customer's PO number and the note to the warehouse (issue 36); '' is none. */
  poNumber: string
  note: string
}

/** A fulfilment recorded before catch weights shipped every line as ordered. */
export function shippedAsOrdered(lines: OrderLine[]): ShippedLine[] {
  return lines.map((l) => ({
    productId: l.productId,
    quantity: l.quantity,
    lineTotalCents: l.lineTotalCents,
  }))
}

export const orderAggregate: Aggregate<OrderState> = defineAggregate(
  'order',
  {
    status: 'new',
    id: 0,
    customerId: 0,
    lines: [],
    totalCents: 0,
    fulfilled: false,
    shipped: null,
    finalTotalCents: null,
    deliveryDate: null,
    cancelled: false,
    version: 0,
    poNumber: '',
    note: '',
  },
  (state, event): OrderState => {
    switch (event.type) {
      case 'OrderPlaced':
        return {
          status: 'placed',
          id: event.data.orderId,
          customerId: event.data.customerId,
          lines: event.data.lines,
          totalCents: event.data.totalCents,
          fulfilled: false,
          shipped: null,
          finalTotalCents: null,
          deliveryDate: event.data.deliveryDate ?? null,
          cancelled: false,
          version: 0,
          poNumber: event.data.poNumber ?? '',
          note: event.data.note ?? '',
        }
      case 'OrderFulfilled':
        return {
          ...state,
          fulfilled: true,
          shipped: event.data.shipped ?? shippedAsOrdered(state.lines),
          finalTotalCents: event.data.finalTotalCents ?? state.totalCents,
        }
      case 'OrderMoved':
        return { ...state, deliveryDate: event.data.toDate }
      case 'OrderChanged':
        return {
          ...state,
          lines: event.data.lines,
          totalCents: event.data.totalCents,
          version: state.version + 1,
          poNumber: event.data.poNumber ?? state.poNumber,
          note: event.data.note ?? state.note,
        }
      case 'OrderCancelled':
        return { ...state, cancelled: true }
      default:
        return assertNever(event)
    }
  },
)

import type { OrderLine } from '@provender/events'
import { assertNever, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

export interface OrderState {
  status: 'new' | 'placed'
  id: number
  customerId: number
  lines: OrderLine[]
  totalCents: number
  fulfilled: boolean
}

export const orderAggregate: Aggregate<OrderState> = defineAggregate(
  'order',
  { status: 'new', id: 0, customerId: 0, lines: [], totalCents: 0, fulfilled: false },
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
        }
      case 'OrderFulfilled':
        return { ...state, fulfilled: true }
      default:
        return assertNever(event)
    }
  },
)

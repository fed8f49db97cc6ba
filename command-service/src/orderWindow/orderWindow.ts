import type { OrderWindow } from '@provender/events'
import { assertNever, type Decide, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

export interface OrderWindowState {
  window: OrderWindow | null
}

export const orderWindowAggregate: Aggregate<OrderWindowState> = defineAggregate(
  'orderWindow',
  { window: null },
  (_state, event): OrderWindowState => {
    switch (event.type) {
      case 'OrderWindowSet': {
        const { alwaysOpen, openTime, closeTime } = event.data
        return { window: { alwaysOpen, openTime, closeTime } }
      }
      default:
        return assertNever(event.type)
    }
  },
)

/** What may be done to an order window (the company's, or one sales rep's). */
export type OrderWindowCommand = {
  type: 'SetOrderWindow'
  window: OrderWindow
  scope: 'company' | 'sales'
  salesUserId: number | null
}

export const decideOrderWindow: Decide<'orderWindow', OrderWindowCommand, OrderWindowState> = (
  command,
  state,
) => {
  switch (command.type) {
    case 'SetOrderWindow': {
      const { window, scope, salesUserId } = command
      const current = state.window
      if (
        current &&
        current.alwaysOpen === window.alwaysOpen &&
        current.openTime === window.openTime &&
        current.closeTime === window.closeTime
      ) {
        return []
      }
      return [{ type: 'OrderWindowSet', data: { scope, salesUserId, ...window } }]
    }
    default:
      return assertNever(command.type)
  }
}

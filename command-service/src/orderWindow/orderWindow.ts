import type { OrderWindow } from '@provender/events'
import { assertNever, type Decide, settingAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

export interface OrderWindowState {
  window: OrderWindow | null
}

export const orderWindowAggregate: Aggregate<OrderWindowState> = settingAggregate(
  'orderWindow',
  'OrderWindowSet',
  { window: null },
  ({ alwaysOpen, openTime, closeTime }): OrderWindowState => ({
    window: { alwaysOpen, openTime, closeTime },
  }),
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

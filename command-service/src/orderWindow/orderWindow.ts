import type { DomainEvent, OrderWindow } from '@provender/events'
import { assertNever, defineAggregate } from '../shared/aggregate.ts'
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

export function decideSetOrderWindow(
  command: OrderWindow & { scope: 'company' | 'sales'; salesUserId: number | null },
  state: OrderWindowState,
): DomainEvent[] {
  const current = state.window
  if (
    current &&
    current.alwaysOpen === command.alwaysOpen &&
    current.openTime === command.openTime &&
    current.closeTime === command.closeTime
  ) {
    return []
  }
  return [{ type: 'OrderWindowSet', data: command }]
}

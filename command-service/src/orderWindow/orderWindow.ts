import type { DomainEvent, OrderWindow } from '@provender/events'
import type { Aggregate } from '../shared/commandHandler.ts'

export interface OrderWindowState {
  window: OrderWindow | null
}

export const orderWindowAggregate: Aggregate<OrderWindowState> = {
  initial: { window: null },
  evolve(state, event) {
    if (event.type !== 'OrderWindowSet') return state
    const { alwaysOpen, openTime, closeTime } = event.data
    return { window: { alwaysOpen, openTime, closeTime } }
  },
}

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

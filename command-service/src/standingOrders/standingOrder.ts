import type { RecordedEvent, StandingLine } from '@provender/events'
import { assertNever, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

/** What became of one delivery date: placed (with its order) or missed, once and for good. */
export type Handled = ({ placed: true; orderId: number } | { placed: false; reason: MissedReason }) & {
  /** A closure had moved the date (the key, as scheduled) to this delivery date (issue 36). */
  movedTo?: string
}
export type MissedReason = 'too-late' | 'customer-deleted' | 'nothing-to-order'

export interface StandingOrderState {
  status: 'new' | 'active' | 'paused' | 'cancelled'
  id: string
  customerId: number
  lines: StandingLine[]
  everyWeeks: 1 | 2
  /** The first delivery date it covers; every other week counts its weeks from this one's. */
  startsOn: string
  fromOrderId: number | null
  // Dates are kept as the standing order schedules them: a date a closure moves keeps its key.
  /** Dates the customer skipped (and has not unskipped). */
  skipped: Readonly<Record<string, true>>
  /** Other lines for one date only. */
  edited: Readonly<Record<string, StandingLine[]>>
  /** Dates placed or missed: never handled twice. */
  handled: Readonly<Record<string, Handled>>
}

const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> => {
  const { [key]: _, ...rest } = record
  return rest
}
const withEntry = <T>(record: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> => ({
  ...record,
  [key]: value,
})

export const standingOrderAggregate: Aggregate<StandingOrderState> = defineAggregate(
  'standingOrder',
  {
    status: 'new',
    id: '',
    customerId: 0,
    lines: [],
    everyWeeks: 1,
    startsOn: '',
    fromOrderId: null,
    skipped: {},
    edited: {},
    handled: {},
  },
  (state, event): StandingOrderState => {
    switch (event.type) {
      case 'StandingOrderCreated': {
        const d = event.data
        return {
          ...state,
          status: 'active',
          id: d.standingOrderId,
          customerId: d.customerId,
          lines: d.lines,
          everyWeeks: d.everyWeeks,
          startsOn: d.startsOn,
          fromOrderId: d.fromOrderId,
        }
      }
      case 'StandingOrderChanged':
        return { ...state, lines: event.data.lines, everyWeeks: event.data.everyWeeks }
      case 'StandingOrderPaused':
        return { ...state, status: 'paused' }
      case 'StandingOrderResumed':
        return { ...state, status: 'active' }
      case 'StandingOrderCancelled':
        return { ...state, status: 'cancelled' }
      case 'StandingOrderSkipped':
        return { ...state, skipped: withEntry(state.skipped, event.data.deliveryDate, true) }
      case 'StandingOrderUnskipped':
        return { ...state, skipped: without(state.skipped, event.data.deliveryDate) }
      case 'StandingOrderDateEdited':
        return { ...state, edited: withEntry(state.edited, event.data.deliveryDate, event.data.lines) }
      case 'StandingOrderPlaced': {
        const { deliveryDate, orderId, movedTo } = event.data
        const handled: Handled = { placed: true, orderId, ...(movedTo ? { movedTo } : {}) }
        return { ...state, handled: withEntry(state.handled, deliveryDate, handled) }
      }
      case 'StandingOrderMissed': {
        const { deliveryDate, reason, movedTo } = event.data
        const handled: Handled = { placed: false, reason, ...(movedTo ? { movedTo } : {}) }
        return { ...state, handled: withEntry(state.handled, deliveryDate, handled) }
      }
      default:
        return assertNever(event)
    }
  },
)

/** The state a stream folds to. */
export const foldStanding = (events: readonly RecordedEvent[]): StandingOrderState =>
  events.reduce((s, e) => standingOrderAggregate.evolve(s, e.event), standingOrderAggregate.initial)

/**
 * The standing order as it stood at an instant (its events that occurred by then): a date is
 * placed with the lines, skips and status it had at its cut-off, so a pause, a change or a
 * cancellation recorded after the cut-off does not alter the order that was due then.
 */
export const standingAt = (events: readonly RecordedEvent[], instant: Date): StandingOrderState =>
  foldStanding(events.filter((e) => Date.parse(e.metadata.occurredAt) <= instant.getTime()))

import {
  type ClosureSpan,
  type DeliveryDay,
  type StandingLine,
  upcomingStandingDates,
} from '@provender/events'
import type { StandingOrderState } from './standingOrder.ts'

export interface ViewFacts {
  businessName: string
  /** Product names by id (the catalogue's); a product without one shows its id. */
  names: ReadonlyMap<string, string>
  schedule: readonly DeliveryDay[] | null
  closures: readonly ClosureSpan[]
  now: Date
  timeZone: string
  /** Whether the order was active at an instant (from its log): a cut-off it was paused through is not its. */
  wasActiveAt: (instant: Date) => boolean
}

/**
 * A standing order as GET /api/standing-orders/{id} shows it, built from the log so a write can
 * answer at once; its upcoming dates follow the one rule the read model answers them by.
 */
export function standingOrderView(state: StandingOrderState, facts: ViewFacts) {
  const named = (lines: readonly StandingLine[]) =>
    lines.map((l) => ({
      productId: l.productId,
      name: facts.names.get(l.productId) ?? l.productId,
      quantity: l.quantity,
      quantityType: l.quantityType,
    }))
  const status = state.status === 'new' ? 'active' : state.status
  const upcoming = upcomingStandingDates(
    { ...state, status, wasActiveAt: facts.wasActiveAt },
    (date) => {
      const handled = state.handled[date]
      const edited = state.edited[date]
      if (!handled && !edited && !state.skipped[date]) return undefined
      return {
        skipped: Boolean(state.skipped[date]),
        editedLines: edited ?? null,
        handled: handled ? (handled.placed ? 'placed' : 'missed') : null,
        orderId: handled?.placed ? handled.orderId : null,
        movedTo: handled?.movedTo ?? null,
      }
    },
    facts,
    facts.now,
  ).map((u) => ({ ...u, lines: named(u.lines) }))
  return {
    id: state.id,
    customerId: state.customerId,
    businessName: facts.businessName,
    everyWeeks: state.everyWeeks,
    status,
    startsOn: state.startsOn,
    lines: named(state.lines),
    upcoming,
  }
}

export type StandingOrderView = ReturnType<typeof standingOrderView>

import type { DeliveryDay, RecordedEvent } from '@provender/events'
import type { TimelineItem } from './timeline.ts'

type Described = Pick<TimelineItem, 'kind' | 'sentence' | 'orderId'>

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** "10:00 pm" for "22:00": the cut-off as the ordering app shows it. */
export function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number]
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`
}

/** "orders by 10:00 pm the day before", "orders by 2:00 pm 3 days before". */
function cutoffWords(day: DeliveryDay): string {
  const before = day.cutoffDaysBefore === 1 ? 'the day before' : `${day.cutoffDaysBefore} days before`
  return `orders by ${clockTime(day.cutoffTime)} ${before}`
}

/** "Tuesday", "Tuesday and Friday", "Monday, Wednesday and Friday". */
function andList(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/** The days in words: one cut-off said once when every day shares it, else each day's own. */
export function scheduleWords(days: readonly DeliveryDay[]): string {
  const sorted = [...days].sort((a, b) => a.weekday - b.weekday)
  const name = (d: DeliveryDay) => WEEKDAYS[d.weekday - 1] ?? `day ${d.weekday}`
  const cutoffs = new Set(sorted.map(cutoffWords))
  if (cutoffs.size === 1) return `${andList(sorted.map(name))}, ${[...cutoffs][0]}`
  return andList(sorted.map((d) => `${name(d)} (${cutoffWords(d)})`))
}

const lineCount = (lines: readonly unknown[]) => `${lines.length} line${lines.length === 1 ? '' : 's'}`
const every = (weeks: 1 | 2) => (weeks === 1 ? 'every week' : 'every other week')

const MISSED: Record<'too-late' | 'customer-deleted' | 'nothing-to-order', string> = {
  'too-late': 'its cut-off passed before it could be placed',
  'customer-deleted': 'the customer was deleted',
  'nothing-to-order': 'none of its lines could be ordered',
}

/**
 * Delivery days, order moves and standing orders in the customer's history (issue 25); null
 * for any other event.
 */
export function describeDelivery({ event }: RecordedEvent): Described | null {
  switch (event.type) {
    case 'DeliveryScheduleSet': {
      // The company's schedule is not in a customer's streams; a customer's null follows it.
      const { days } = event.data
      return {
        kind: 'delivery',
        sentence:
          days === null
            ? 'Delivery days set to follow the distributor’s'
            : `Delivery days set to ${scheduleWords(days)}`,
      }
    }
    case 'OrderMoved': {
      const { orderId, fromDate, toDate, reason, outsideSchedule } = event.data
      const from = fromDate === null ? '' : ` from ${fromDate}`
      const why = reason.trim() ? ` (${reason.trim()})` : ''
      const outside = outsideSchedule ? ', outside the schedule' : ''
      return {
        kind: 'delivery',
        orderId,
        sentence: `Order #${orderId} moved${from} to ${toDate}${why}${outside}`,
      }
    }
    case 'StandingOrderCreated': {
      const { lines, everyWeeks, startsOn, fromOrderId } = event.data
      const from = fromOrderId === null ? '' : ` from order #${fromOrderId}`
      return {
        kind: 'standing',
        sentence: `Standing order created${from}: ${lineCount(lines)}, ${every(everyWeeks)} from ${startsOn}`,
      }
    }
    case 'StandingOrderChanged':
      return {
        kind: 'standing',
        sentence: `Standing order changed: ${lineCount(event.data.lines)}, ${every(event.data.everyWeeks)}`,
      }
    case 'StandingOrderPaused':
      return { kind: 'standing', sentence: 'Standing order paused' }
    case 'StandingOrderResumed':
      return { kind: 'standing', sentence: 'Standing order resumed' }
    case 'StandingOrderCancelled':
      return { kind: 'standing', sentence: 'Standing order cancelled' }
    case 'StandingOrderSkipped':
      return { kind: 'standing', sentence: `Standing order skipped for ${event.data.deliveryDate}` }
    case 'StandingOrderUnskipped':
      return { kind: 'standing', sentence: `Standing order no longer skipped for ${event.data.deliveryDate}` }
    case 'StandingOrderDateEdited':
      return {
        kind: 'standing',
        sentence: `Standing order for ${event.data.deliveryDate} changed: ${lineCount(event.data.lines)}`,
      }
    case 'StandingOrderPlaced':
      return {
        kind: 'standing',
        orderId: event.data.orderId,
        sentence: event.data.merged
          ? `Standing order added its lines to order #${event.data.orderId} for ${event.data.deliveryDate}`
          : `Standing order placed order #${event.data.orderId} for ${event.data.deliveryDate}`,
      }
    case 'StandingOrderMissed':
      return {
        kind: 'standing',
        sentence: `Standing order not placed for ${event.data.deliveryDate}: ${MISSED[event.data.reason]}`,
      }
    default:
      return null
  }
}

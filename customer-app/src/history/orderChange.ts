import { formatPhone } from '@provender/events'
import { formatCutoff, formatDeliveryDate } from '@provender/web-shared/format/delivery.ts'
import type { OrderRow } from './orderLines.ts'

/**
 * What the order page offers about changing an order (issue 36): change and cancel until the
 * cut-off, or why not and whom to call. The server decides again at every change; this only
 * spares the customer a tap that would be refused.
 */
export type ChangeChance =
  | { kind: 'open'; until: string | null }
  | { kind: 'closed'; text: string }
  /** Fulfilled or cancelled: nothing to change, nothing to say about it. */
  | { kind: 'none' }

type ChangeFacts = Pick<
  OrderRow,
  'fulfilled' | 'cancelled' | 'deliveryDate' | 'changesCloseAt' | 'contact' | 'version'
>

function callText(contact: ChangeFacts['contact']): string {
  if (!contact) return 'call your sales rep'
  return contact.phone ? `call ${contact.name} at ${formatPhone(contact.phone)}` : `call ${contact.name}`
}

/**
 * `windowOpen`: whether the ordering window is open now, which decides for an order without a
 * date; `zone`: the distributor's, in which a cut-off is said (named when the phone's differs).
 */
export function changeChance(
  order: ChangeFacts,
  now: Date,
  windowOpen: boolean,
  zone: string,
  deviceZone?: string,
): ChangeChance {
  if (order.fulfilled || order.cancelled || order.version === undefined) return { kind: 'none' }
  const closesAt = order.changesCloseAt ? new Date(order.changesCloseAt) : null
  const open = closesAt ? now.getTime() < closesAt.getTime() : order.deliveryDate ? false : windowOpen
  if (open)
    return {
      kind: 'open',
      until: closesAt ? formatCutoff(closesAt, zone, { now, ...(deviceZone && { deviceZone }) }) : null,
    }
  const why = order.deliveryDate
    ? `Orders for ${formatDeliveryDate(order.deliveryDate)} closed at the cut-off`
    : 'Ordering is closed right now'
  return { kind: 'closed', text: `${why}; to change or cancel this order, ${callText(order.contact)}.` }
}

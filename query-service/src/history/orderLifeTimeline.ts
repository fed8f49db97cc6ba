import type { OrderActor, RecordedEvent } from '@provender/events'
import type { TimelineItem } from './timeline.ts'

type Described = Pick<TimelineItem, 'kind' | 'sentence' | 'orderId'>

const dollars = (cents: number) => (cents / 100).toFixed(2)
const lineCount = (n: number) => `${n} line${n === 1 ? '' : 's'}`
const byWhom = (actor: OrderActor) => (actor.role === 'customer' ? ' by the customer' : ` by ${actor.name}`)

/** What a change or placement did to the PO number and the note: "; PO number PO-2; note removed". */
function notesWords(data: { poNumber?: string; note?: string }): string {
  const words: string[] = []
  if (data.poNumber !== undefined)
    words.push(data.poNumber ? `PO number ${data.poNumber}` : 'PO number removed')
  if (data.note !== undefined)
    words.push(data.note ? `note “${data.note.replaceAll('\n', ' / ')}”` : 'note removed')
  return words.length ? `; ${words.join('; ')}` : ''
}

/**
 * An order's life after it was placed (issue 36) and the customer's order requirements, in the
 * customer's history: who changed or cancelled it, when, and what it carries. Null for any other event.
 */
export function describeOrderLife({ event }: RecordedEvent): Described | null {
  switch (event.type) {
    case 'OrderChanged': {
      const { orderId, lines, totalCents, changedBy, afterCutoff, merged, belowMinimumCents } = event.data
      const late = afterCutoff ? ', after the cut-off' : ''
      const below =
        belowMinimumCents === undefined ? '' : `; accepted below the ${dollars(belowMinimumCents)} minimum`
      const what = merged
        ? `Order #${orderId} took a placement for ${merged.deliveryDate}${byWhom(changedBy)}${late}: ${lineCount(merged.added.length)} added`
        : `Order #${orderId} changed${byWhom(changedBy)}${late}`
      return {
        kind: 'order',
        orderId,
        sentence: `${what}; now ${lineCount(lines.length)}, total ${dollars(totalCents)}${notesWords(event.data)}${below}`,
      }
    }
    case 'OrderCancelled': {
      const { orderId, cancelledBy, afterCutoff, reason } = event.data
      const why = reason.trim() ? `: ${reason.trim()}` : ''
      return {
        kind: 'order',
        orderId,
        sentence: `Order #${orderId} cancelled${byWhom(cancelledBy)}${afterCutoff ? ', after the cut-off' : ''}${why}`,
      }
    }
    case 'OrderRequirementsSet': {
      const { poNumberRequired, minimumOrderCents } = event.data
      const po = poNumberRequired ? 'a PO number on every order' : 'no PO number'
      const minimum =
        minimumOrderCents === null ? 'no minimum order' : `a ${dollars(minimumOrderCents)} minimum order`
      return { kind: 'details', sentence: `Order requirements set: ${po}, ${minimum}` }
    }
    default:
      return null
  }
}

/** A placement's PO number and note, for its "Order #21 placed…" row. */
export const placedNotesWords = (data: { poNumber?: string; note?: string }) => notesWords(data)

import {
  leftOutLineText,
  type MailPreferences,
  type RecordedEvent,
  type TimelineItem as TimelineRow,
} from '@provender/events'
import { describeDelivery } from './deliveryTimeline.ts'
import { actorView, fullName, type Person, type ProductInfo, repView } from './directory.ts'
import { describeOrderLife, placedNotesWords } from './orderLifeTimeline.ts'

export { TIMELINE_KINDS, type TimelineKind } from '@provender/events'

export interface Names {
  people: Map<number, Person>
  products: Map<string, ProductInfo>
}

export type TimelineItem = TimelineRow<RecordedEvent['type']>

export const money = (cents: number) => (cents / 100).toFixed(2)

/** "Beef ribeye (lb)": the name with the unit its price is for. */
export function productLabel(productId: string, products: Map<string, ProductInfo>): string {
  const product = products.get(productId)
  if (!product) return productId
  return `${product.name} (${product.unitType === 'weight' ? 'lb' : 'pack'})`
}

const repName = (id: number, names: Names) => repView(id, names.people)?.name ?? `User #${id}`

function changes(pairs: [string, string, string][]): string {
  return pairs
    .filter(([, before, after]) => before !== after)
    .map(([label, before, after]) => `${label} ${before || '(none)'} → ${after || '(none)'}`)
    .join('; ')
}

type Described = Pick<TimelineItem, 'kind' | 'sentence' | 'productId' | 'orderId' | 'oldPrice' | 'newPrice'>

/** What an event meant for the customer, in a sentence a person can read; null for events it ignores. */
export function describe(e: RecordedEvent, names: Names): Described | null {
  const { event } = e
  switch (event.type) {
    case 'CustomerRegistered':
      return {
        kind: 'details',
        sentence: `Customer ${event.data.businessName} (${event.data.accountNumber}) opened, owned by ${repName(event.data.salesUserId, names)}`,
      }
    case 'CustomerDetailsUpdated':
      return {
        kind: 'details',
        sentence: `Details changed: ${changes([
          ['business name', event.data.before.businessName, event.data.after.businessName],
          ['account number', event.data.before.accountNumber, event.data.after.accountNumber],
        ])}`,
      }
    case 'UserRegistered':
      return {
        kind: 'details',
        sentence: `Login created for ${fullName(event.data)} <${event.data.email}>`,
      }
    case 'UserProfileUpdated': {
      const { before, after } = event.data
      return {
        kind: 'details',
        sentence: `Contact changed: ${changes([
          ['first name', before.firstName, after.firstName],
          ['last name', before.lastName, after.lastName],
          ['email', before.email, after.email],
          ['phone', before.phone, after.phone],
        ])}`,
      }
    }
    case 'CustomerProductPriced': {
      const { productId, oldPriceCents, newPriceCents } = event.data
      const label = productLabel(productId, names.products)
      return {
        kind: 'price',
        productId,
        oldPrice: oldPriceCents === null ? null : oldPriceCents / 100,
        newPrice: newPriceCents / 100,
        sentence:
          oldPriceCents === null
            ? `${label} added at ${money(newPriceCents)}`
            : `${label} price ${money(oldPriceCents)} → ${money(newPriceCents)}`,
      }
    }
    case 'CustomerProductRemoved': {
      const { productId, oldPriceCents } = event.data
      return {
        kind: 'price',
        productId,
        oldPrice: oldPriceCents / 100,
        newPrice: null,
        sentence: `${productLabel(productId, names.products)} removed (was ${money(oldPriceCents)})`,
      }
    }
    case 'CustomerTransferred': {
      const { fromSalesUserId, toSalesUserId, reason } = event.data
      const because =
        reason === 'owner-deleted' ? `, because ${repName(fromSalesUserId, names)} was deleted` : ''
      return {
        kind: 'owner',
        sentence: `Transferred from ${repName(fromSalesUserId, names)} to ${repName(toSalesUserId, names)}${because}`,
      }
    }
    case 'CustomerFavoriteAdded':
      return {
        kind: 'favorite',
        productId: event.data.productId,
        sentence: `${productLabel(event.data.productId, names.products)} marked as a favorite`,
      }
    case 'CustomerFavoriteRemoved':
      return {
        kind: 'favorite',
        productId: event.data.productId,
        sentence: `${productLabel(event.data.productId, names.products)} no longer a favorite`,
      }
    case 'UserPasswordReset':
      return {
        kind: 'password',
        sentence: 'Password reset to the default; a new one must be chosen at next sign-in',
      }
    case 'UserPasswordChanged':
      return { kind: 'password', sentence: 'Password changed' }
    // Anyone may ask for a link for any address: the request says that it was asked, never the link.
    case 'PasswordResetRequested':
      return { kind: 'password', sentence: 'Password reset link asked for (sent by mail, valid 30 minutes)' }
    case 'PasswordResetCompleted':
      return { kind: 'password', sentence: 'Password reset by link; every session ended' }
    case 'MailPreferencesSet': {
      const by = event.data.via === 'unsubscribe-link' ? ' by a mail’s unsubscribe link' : ''
      return {
        kind: 'details',
        sentence: `Mail preferences set${by}: ${customerMails(event.data.preferences)}`,
      }
    }
    case 'OrderPlaced': {
      const { orderId, lines, totalCents, placedBy, placedOutsideWindow } = event.data
      const { deliveryDate, outsideSchedule, standing } = event.data
      // A phone order names who placed it as it was recorded, and whether the window was closed;
      // a standing order's, the lines it had to leave out.
      const by = standing ? ' by the standing order' : placedBy ? ` by ${placedBy.name} for the customer` : ''
      const forDate = deliveryDate ? ` for ${deliveryDate}` : ''
      const when = placedOutsideWindow ? ', outside the ordering window' : ''
      const outside = outsideSchedule ? ', outside the delivery schedule' : ''
      const leftOut = standing?.leftOut.length
        ? `; left out: ${standing.leftOut.map((l) => leftOutLineText(l, 'staff')).join(', ')}`
        : ''
      return {
        kind: 'order',
        orderId,
        sentence: `Order #${orderId} placed${by}${forDate}${when}${outside}: ${lines.length} line${lines.length === 1 ? '' : 's'}, total ${money(totalCents)}${leftOut}${placedNotesWords(event.data)}`,
      }
    }
    case 'OrderFulfilled':
      return {
        kind: 'order',
        orderId: event.data.orderId,
        // Fulfilments before catch weights carry no final total: it was the estimate.
        sentence:
          event.data.finalTotalCents === undefined
            ? `Order #${event.data.orderId} fulfilled`
            : `Order #${event.data.orderId} fulfilled: final total ${money(event.data.finalTotalCents)}`,
      }
    case 'CustomerDeleted':
      return { kind: 'deleted', sentence: 'Customer deleted (its events stay in the log)' }
    case 'UserDeleted':
      return { kind: 'deleted', sentence: 'Login removed' }
    default:
      return describeOrderLife(e) ?? describeDelivery(e)
  }
}

/** The mails a customer may choose (staff's new-order mails are not the customer's). */
function customerMails(p: MailPreferences): string {
  const onOff = (on: boolean) => (on ? 'on' : 'off')
  return [
    `order confirmations ${onOff(p.orders)}`,
    `shipping notices ${onOff(p.shipping)}`,
    `price digests ${onOff(p.priceDigest)}`,
    `order reminders ${onOff(p.reminders)}`,
  ].join(', ')
}

function timelineItem(e: RecordedEvent, names: Names): TimelineItem | null {
  const described = describe(e, names)
  if (!described) return null
  return {
    id: e.id,
    at: e.metadata.occurredAt,
    type: e.type,
    actor: actorView({ id: e.metadata.actorId, role: e.metadata.actorRole }, names.people),
    streamId: e.streamId,
    revision: e.revision,
    ...described,
    // Issue 26: what a spreadsheet import wrote names its file and row (the event's metadata).
    ...(e.metadata.import && {
      sentence: `${described.sentence} (set by import of ${e.metadata.import.fileName}, row ${e.metadata.import.row})`,
    }),
  }
}

/** The timeline newest first, one item at a time: an export sends each before making the next. */
export function* timelineNewestFirst(
  events: readonly RecordedEvent[],
  names: Names,
): Generator<TimelineItem> {
  for (let i = events.length - 1; i >= 0; i--) {
    const item = timelineItem(events[i]!, names)
    if (item) yield item
  }
}

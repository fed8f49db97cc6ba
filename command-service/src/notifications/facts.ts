import {
  defaultMailPreferences,
  type EventStore,
  type MailPreferences,
  mailPreferencesSchema,
  streams,
} from '@provender/events'
import { type Account, accountFold, foldStreams, type StreamFold } from '@provender/server-kit'
import { customerAggregate } from '../customers/customer.ts'
import type { NotificationFacts, Recipient } from './messages/index.ts'

/** A user's mail preferences: the last set wins; never set, the defaults. */
const preferencesFold: StreamFold<MailPreferences> = {
  initial: defaultMailPreferences,
  evolve: (state, event) =>
    event.type === 'MailPreferencesSet' ? mailPreferencesSchema.parse(event.data.preferences) : state,
}

function recipientOf(account: Account): Recipient | null {
  if (account.status !== 'active') return null
  const name = `${account.firstName} ${account.lastName}`.trim()
  return { userId: account.id, email: account.email, name: name || account.email }
}

/**
 * What planning and delivery ask of the log, answered from the streams as they are now, with
 * the command side's own folds (the customer aggregate, server-kit's account), kept folded
 * between questions (keptStates.ts) so a busy notifier reads only what is new.
 */
export function logFacts(store: EventStore): NotificationFacts {
  const account = async (userId: number) => {
    const stream = streams.user(userId)
    return (await foldStreams(store, [[stream, accountFold]])).state(stream, accountFold)
  }
  return {
    async customer(customerId) {
      const customerStream = streams.customer(customerId)
      const userStream = streams.user(customerId)
      const folded = await foldStreams(store, [
        [customerStream, customerAggregate],
        [userStream, accountFold],
      ])
      const customer = folded.state(customerStream, customerAggregate)
      const contact = recipientOf(folded.state(userStream, accountFold))
      if (customer.status !== 'active' || !contact) return null
      const rep = customer.salesUserId ? recipientOf(await account(customer.salesUserId)) : null
      return {
        customerId,
        businessName: customer.businessName,
        accountNumber: customer.accountNumber,
        contact,
        rep,
      }
    },
    async user(userId) {
      const found = await account(userId)
      const recipient = recipientOf(found)
      return recipient ? { ...recipient, role: found.role } : null
    },
    async preferences(userId) {
      const stream = streams.mailPreferences(userId)
      return (await foldStreams(store, [[stream, preferencesFold]])).state(stream, preferencesFold)
    },
    async order(orderId) {
      const events = await store.readStream(streams.order(orderId))
      const placed = events.find((e) => e.event.type === 'OrderPlaced')
      return placed?.event.type === 'OrderPlaced' ? placed.event.data : null
    },
  }
}

import { notFound, streams } from '@provender/events'
import { type OwnershipPeriod, ownershipPeriods } from './customerFold.ts'
import { type CustomerRecord, customerNow } from './customerRecord.ts'
import { actorView, directoryFor, type Person, repView } from './directory.ts'
import type { HistoryLog } from './historyLog.ts'

const periodEnd = (p: OwnershipPeriod, people: Map<number, Person>) => ({
  from: p.from,
  to: p.to,
  endedBy: p.endedBy,
  endedByActor: p.endedByActor && actorView(p.endedByActor, people),
})

/** Who owned a customer, from when to when, and what ended each period. */
export function customerOwners({ events, directory, customer }: CustomerRecord) {
  return {
    customer,
    periods: ownershipPeriods(events).map((p) => ({
      salesUser: repView(p.salesUserId, directory.people),
      ...periodEnd(p, directory.people),
    })),
  }
}

/** A rep's customers over time, newest first, deleted customers included. */
export async function salesUserCustomers(log: HistoryLog, salesUserId: number) {
  const userEvents = await log.readStreams([streams.user(salesUserId)])
  if (userEvents.length === 0) throw notFound('User not found.')
  const customerIds = await log.customerIdsOfRep(salesUserId)
  const customerEvents = await log.readStreams(customerIds.map(streams.customer))
  const { people } = await directoryFor(log, [...userEvents, ...customerEvents], [salesUserId])
  const periods = customerIds.flatMap((customerId) => {
    const own = customerEvents.filter((e) => e.streamId === streams.customer(customerId))
    const now = customerNow(customerId, own)
    const customerView = {
      id: customerId,
      businessName: now.businessName,
      accountNumber: now.accountNumber,
      deleted: now.status === 'deleted',
    }
    return ownershipPeriods(own)
      .filter((p) => p.salesUserId === salesUserId)
      .map((p) => ({ customer: customerView, ...periodEnd(p, people) }))
  })
  periods.sort((a, b) => Date.parse(b.from) - Date.parse(a.from) || a.customer.id - b.customer.id)
  return { salesUser: repView(salesUserId, people), periods }
}

import { notFound, type RecordedEvent } from '@provender/events'
import { type CustomerSnapshot, customerAsOf } from './customerFold.ts'
import { directoryFor, repView } from './directory.ts'
import type { HistoryLog } from './historyLog.ts'

/** The latest instant a Date can hold: folding up to it gives a customer as it stands now. */
const END_OF_TIME = new Date(8.64e15)

export const customerNow = (customerId: number, events: RecordedEvent[]): CustomerSnapshot =>
  customerAsOf(customerId, events, END_OF_TIME)

export type Directory = Awaited<ReturnType<typeof directoryFor>>

/** Everything a customer's history reads: its events, the names they mention, and its header. */
export interface CustomerRecord {
  id: number
  events: RecordedEvent[]
  directory: Directory
  customer: {
    id: number
    businessName: string | null
    accountNumber: string | null
    status: CustomerSnapshot['status']
    salesUser: ReturnType<typeof repView>
  }
}

/** A customer's record from the log; 404 when it was never registered (deleted ones stay). */
export async function loadCustomerRecord(log: HistoryLog, id: number): Promise<CustomerRecord> {
  const events = await log.customerEvents(id)
  if (events.length === 0) throw notFound('Customer not found.')
  const directory = await directoryFor(log, events)
  const now = customerNow(id, events)
  const customer = {
    id,
    businessName: now.businessName,
    accountNumber: now.accountNumber,
    status: now.status,
    salesUser: repView(now.salesUserId, directory.people),
  }
  return { id, events, directory, customer }
}

import { streams } from '@provender/events'
import { z } from 'zod'
import { limit, page, search } from '../http/listQuery.ts'
import { foldPeople, repView } from './directory.ts'
import type { AuditedCustomer, HistoryLog } from './historyLog.ts'

export const customersQuery = z.object({ search: search(100), page, limit: limit(100, 'cap', 25) })

/** The directory's rows as the list shows them: each with its rep's name, a deleted rep's too. */
export async function withReps<C extends AuditedCustomer>(log: HistoryLog, customers: C[]) {
  const people = foldPeople(
    await log.readStreams([...new Set(customers.map((c) => c.salesUserId))].map(streams.user)),
  )
  return customers.map(({ salesUserId, ...c }) => ({ ...c, salesUser: repView(salesUserId, people) }))
}

/** The auditors' way in: every customer ever registered, deleted ones too, with its rep's name. */
export async function listAuditedCustomers(log: HistoryLog, query: z.infer<typeof customersQuery>) {
  const { customers, totalCount } = await log.listCustomers(query)
  return { customers: await withReps(log, customers), totalCount }
}

import type { ExportColumn } from '@provender/server-kit/spreadsheets'
import { withReps } from '../history/customerList.ts'
import type { DirectoryKey, HistoryLog } from '../history/historyLog.ts'
import { keysetPages } from './pages.ts'

/** One customer of the auditors' directory, as its list shows it. */
export type HistoryCustomerLine = Awaited<ReturnType<typeof withReps<HistoryCustomerRow>>>[number]
type HistoryCustomerRow = Awaited<ReturnType<HistoryLog['customersAfter']>>[number]

/**
 * Every customer of the history directory's search (the log's own directory query), in its
 * order, a page at a time by key, each page with its reps' names as the list reads them.
 */
export async function* historyCustomerPages(
  log: HistoryLog,
  search: string | undefined,
  pageSize?: number,
): AsyncGenerator<HistoryCustomerLine[]> {
  const pages = keysetPages(
    (after: DirectoryKey | null, size) => log.customersAfter(search, after, size),
    (c) => c.key,
    pageSize,
  )
  for await (const page of pages) yield await withReps(log, page)
}

export const historyCustomerColumns: readonly ExportColumn<HistoryCustomerLine>[] = [
  { header: 'Business', value: (c) => c.businessName, width: 30 },
  { header: 'Account #', value: (c) => c.accountNumber, width: 14 },
  // A customer registered by the system has no rep.
  { header: 'Owner', value: (c) => c.salesUser?.name ?? '', width: 24 },
  { header: 'Deleted', value: (c) => (c.deleted ? 'yes' : ''), width: 10 },
]

import type { SentMail } from '@provender/events'
import { idPath, pagedList } from './pagedMapping.ts'

// The API's own shapes (GET /api/notifications, docs/api.md "Sent mail"), shared with the query service.
export type { NotificationStatus as SentMailStatus, SentMail, SentMailDetail } from '@provender/events'

export const SENT_MAIL_PATH = '/api/notifications'
export const SENT_MAIL_SORT_FIELDS = ['queuedAt', 'sentAt'] as const
export const DEFAULT_SENT_MAIL_SORT = { field: 'queuedAt', order: 'DESC' } as const
export const SENT_MAIL_PAGE_SIZE = 25

export const { listQuery: sentMailListQuery, listResult: sentMailListResult } = pagedList<SentMail>({
  sortFields: SENT_MAIL_SORT_FIELDS,
  defaultSort: DEFAULT_SENT_MAIL_SORT,
  defaultPerPage: SENT_MAIL_PAGE_SIZE,
  passFilters: ['status', 'kind', 'recipientUserId'],
  rowsKey: 'notifications',
  countKey: 'totalCount',
})

export const sentMailPath = (id: string | number) => idPath(SENT_MAIL_PATH, id)

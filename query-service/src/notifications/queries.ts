import type { NotificationKind } from '@provender/events'
import type { Knex } from 'knex'
import { whereEveryWord } from '../shared/search.ts'
import type { NotificationStatus } from './rule.ts'
import { rowOf, type StoredNotification } from './storage.ts'

export const NOTIFICATION_SORT_FIELDS = ['queuedAt', 'sentAt'] as const
export type NotificationSortField = (typeof NOTIFICATION_SORT_FIELDS)[number]

/** Each sort has its index, ending in the id, which breaks ties (see migrations.ts). */
export const sortColumns: Record<NotificationSortField, string> = {
  queuedAt: 'queued_at',
  sentAt: 'sent_at',
}

export interface NotificationFilter {
  status?: NotificationStatus | undefined
  kind?: NotificationKind | undefined
  recipientUserId?: number | undefined
  search?: string | undefined
}

export interface NotificationListQuery extends NotificationFilter {
  page: number
  limit: number
  sortBy: NotificationSortField
  order: 'ASC' | 'DESC'
}

/** The list leaves the message bodies out: the detail reads them. */
const LISTED = [
  'id',
  'kind',
  'source',
  'recipient_user_id',
  'recipient_email',
  'recipient_name',
  'subject',
  'status',
  'attempts',
  'last_error',
  'next_attempt_at',
  'delivered_to',
  'queued_at',
  'sent_at',
] as const

/** The mails of the list's filter (its search and conditions); its export reads them too. */
export function filtered(knex: Knex, filter: NotificationFilter) {
  const q = knex('rm_notifications')
  if (filter.status) q.where('status', filter.status)
  if (filter.kind) q.where('kind', filter.kind)
  if (filter.recipientUserId !== undefined) q.where('recipient_user_id', filter.recipientUserId)
  if (filter.search?.trim()) {
    // Every typed word must match the recipient's address or name; its mails by their index.
    const recipients = knex('rm_notification_recipients').select('user_id')
    whereEveryWord(recipients, ['email', 'name'], filter.search, { foldAccents: true })
    q.whereIn('recipient_user_id', recipients)
  }
  return q
}

/** The statement that reads one page (the plans test explains it). */
export function pageQuery(knex: Knex, query: NotificationListQuery) {
  return filtered(knex, query)
    .select(...LISTED)
    .orderByRaw(`${sortColumns[query.sortBy]} ${query.order}, id ${query.order}`)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
}

/** One page of sent mail, newest first unless asked, and the count of all that match. */
export async function listNotifications(knex: Knex, query: NotificationListQuery) {
  const [counted] = await filtered(knex, query).count<{ count: string }[]>({ count: '*' })
  const rows: Omit<StoredNotification, 'text' | 'html'>[] = await pageQuery(knex, query)
  return {
    notifications: rows.map((r) => {
      const { text: _text, html: _html, ...listed } = rowOf({ ...r, text: '', html: '' })
      return listed
    }),
    totalCount: Number(counted?.count ?? 0),
  }
}

/** One notification with its message, or undefined. */
export async function findNotification(knex: Knex, id: string) {
  const row = await knex('rm_notifications').where({ id }).first<StoredNotification | undefined>()
  return row ? rowOf(row) : undefined
}

import type { ExportColumn } from '@provender/server-kit/spreadsheets'
import type { Knex } from 'knex'
import {
  filtered,
  type NotificationFilter,
  type NotificationSortField,
  sortColumns,
} from '../notifications/queries.ts'
import type { StoredNotification } from '../notifications/storage.ts'
import { keysetPages } from './pages.ts'

/** One mail as the sent mail export writes it: what the list shows, never the message itself. */
export type SentMailLine = Pick<
  StoredNotification,
  'id' | 'kind' | 'status' | 'recipient_email' | 'recipient_name' | 'subject' | 'queued_at' | 'sent_at'
> & { sort_key: string | null }

export type SentMailExportFilter = NotificationFilter & {
  sortBy: NotificationSortField
  order: 'ASC' | 'DESC'
}

interface Key {
  value: string | null
  id: string
}

/**
 * The mails after a page's last one in the list's order (its time column, then id). PostgreSQL
 * puts nulls (a mail not sent yet) last going up and first going down, so the key says where.
 */
function afterKey(column: string, order: 'ASC' | 'DESC', key: Key) {
  if (order === 'ASC') {
    return key.value === null
      ? { sql: `(${column} is null and id > ?)`, bindings: [key.id] }
      : { sql: `((${column}, id) > (?::timestamptz, ?) or ${column} is null)`, bindings: [key.value, key.id] }
  }
  return key.value === null
    ? { sql: `((${column} is null and id < ?) or ${column} is not null)`, bindings: [key.id] }
    : { sql: `(${column}, id) < (?::timestamptz, ?)`, bindings: [key.value, key.id] }
}

/**
 * Every mail of the sent mail list's filter (its own `filtered`), in the list's order, a page
 * at a time by key: the file holds exactly the list's `totalCount`.
 */
export function sentMailPages(
  knex: Knex,
  filter: SentMailExportFilter,
  pageSize?: number,
): AsyncGenerator<SentMailLine[]> {
  const column = sortColumns[filter.sortBy]
  return keysetPages(
    (after: Key | null, size) => {
      const q = filtered(knex, filter)
      if (after !== null) {
        const next = afterKey(column, filter.order, after)
        q.whereRaw(next.sql, next.bindings)
      }
      return q
        .orderByRaw(`${column} ${filter.order}, id ${filter.order}`)
        .limit(size)
        .select<SentMailLine[]>(
          'id',
          'kind',
          'status',
          'recipient_email',
          'recipient_name',
          'subject',
          'queued_at',
          'sent_at',
          // The key as text: exact to the microsecond, which a Date is not.
          knex.raw(`${column}::text as sort_key`),
        )
    },
    (m): Key => ({ value: m.sort_key, id: m.id }),
    pageSize,
  )
}

/** "Maya Chen <orders@bluedoor.test>", or the address alone when the name is blank. */
function recipient(m: SentMailLine): string {
  const name = m.recipient_name.trim()
  return name ? `${name} <${m.recipient_email}>` : m.recipient_email
}

export const sentMailColumns: readonly ExportColumn<SentMailLine>[] = [
  { header: 'Queued', value: (m) => m.queued_at.toISOString(), width: 26 },
  // Empty until the mail is sent.
  { header: 'Sent', value: (m) => m.sent_at?.toISOString() ?? '', width: 26 },
  { header: 'Status', value: (m) => m.status },
  { header: 'Kind', value: (m) => m.kind, width: 16 },
  { header: 'To', value: recipient, width: 36 },
  { header: 'Subject', value: (m) => m.subject, width: 40 },
]

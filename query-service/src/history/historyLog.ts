import { type RecordedEvent, streams } from '@provender/events'
import { EVENT_COLUMNS, type EventRow, toRecorded } from '@provender/server-kit'
import type { Knex } from 'knex'
import { containing } from '../shared/search.ts'

/**
 * The history reads the log itself, not the read models: a deleted customer has left every
 * read model but its events stay. Reading several streams in one query, and finding which
 * order streams belong to a customer, are questions the store port does not ask, so they are
 * answered here against the PostgreSQL log table (an event-store server would answer them
 * with its category and by-event-type projections).
 */

export class HistoryLog {
  constructor(private readonly knex: Knex) {}

  /** Every event of these streams, in log order. */
  async readStreams(streamIds: string[]): Promise<RecordedEvent[]> {
    if (streamIds.length === 0) return []
    const result: { rows: EventRow[] } = await this.knex.raw(
      `select ${EVENT_COLUMNS} from event_log where stream_id = any(?) order by transaction_id, position`,
      [streamIds],
    )
    return result.rows.map(toRecorded)
  }

  /**
   * Every event that touched a customer: its customer stream, its login (a customer's user id
   * is its customer id) with the login's reset links and mail preferences, its delivery days,
   * its orders and its standing orders (each found by its first event, which names the customer).
   * Empty when no such customer was ever registered.
   */
  async customerEvents(customerId: number): Promise<RecordedEvent[]> {
    const result: { rows: EventRow[] } = await this.knex.raw(
      `select ${EVENT_COLUMNS} from event_log
       where stream_id = any(?)
          or stream_id in (select stream_id from event_log
                            where type in ('OrderPlaced', 'StandingOrderCreated') and data @> ?::jsonb)
       order by transaction_id, position`,
      [
        [
          streams.customer(customerId),
          streams.user(customerId),
          streams.passwordReset(customerId),
          streams.mailPreferences(customerId),
          streams.customerDeliverySchedule(customerId),
          streams.orderRequirements(customerId),
        ],
        JSON.stringify({ customerId }),
      ],
    )
    const events = result.rows.map(toRecorded)
    if (!events.some((e) => e.event.type === 'CustomerRegistered')) return []
    return events
  }

  /** Ids of every customer the rep ever owned (registered with it, or transferred to or from it). */
  async customerIdsOfRep(salesUserId: number): Promise<number[]> {
    const result: { rows: { id: number }[] } = await this.knex.raw(
      `select distinct (data->>'customerId')::int as id from event_log
       where (type = 'CustomerRegistered' and data @> ?::jsonb)
          or (type = 'CustomerTransferred' and (data @> ?::jsonb or data @> ?::jsonb))
       order by 1`,
      [
        JSON.stringify({ salesUserId }),
        JSON.stringify({ toSalesUserId: salesUserId }),
        JSON.stringify({ fromSalesUserId: salesUserId }),
      ],
    )
    return result.rows.map((r) => r.id)
  }

  /**
   * Every customer ever registered, deleted ones too, with its latest name, account number,
   * owner and whether it was deleted: the auditors' way in to a history.
   */
  async listCustomers(query: { search?: string; page: number; limit: number }): Promise<{
    customers: AuditedCustomer[]
    totalCount: number
  }> {
    const rows = await this.directoryRows<{ total: string }>(
      query.search,
      { sql: 'true', bindings: [] },
      'count(*) over () as total',
      [query.limit, (query.page - 1) * query.limit],
    )
    return { customers: rows.map(auditedCustomer), totalCount: Number(rows[0]?.total ?? 0) }
  }

  /**
   * The same directory a page at a time by key (its order: name, then id), for its export:
   * the customers after `after`, at most `size`.
   */
  async customersAfter(search: string | undefined, after: DirectoryKey | null, size: number) {
    const next =
      after === null
        ? { sql: 'true', bindings: [] }
        : { sql: '(lower(business_name), id) > (?, ?)', bindings: [after.name, after.id] }
    const rows = await this.directoryRows<{ sort_name: string }>(
      search,
      next,
      'lower(business_name) as sort_name',
      [size, 0],
    )
    return rows.map((r) => ({ ...auditedCustomer(r), key: { name: r.sort_name, id: r.id } }))
  }

  /** The directory's rows of a search: every typed word in the business name or account number. */
  private async directoryRows<Extra>(
    search: string | undefined,
    after: { sql: string; bindings: readonly (string | number)[] },
    extra: string,
    [limit, offset]: [number, number],
  ): Promise<(DirectoryRow & Extra)[]> {
    const words = (search ?? '').trim().split(/\s+/).filter(Boolean)
    const result: { rows: (DirectoryRow & Extra)[] } = await this.knex.raw(
      `with registered as (
         select (r.data->>'customerId')::int as id, r.stream_id,
           coalesce(d.data->'after'->>'businessName', r.data->>'businessName') as business_name,
           coalesce(d.data->'after'->>'accountNumber', r.data->>'accountNumber') as account_number,
           coalesce((t.data->>'toSalesUserId')::int, (r.data->>'salesUserId')::int) as sales_user_id,
           exists (select 1 from event_log x where x.stream_id = r.stream_id and x.type = 'CustomerDeleted') as deleted
         from event_log r
         left join lateral (select data from event_log where stream_id = r.stream_id and type = 'CustomerDetailsUpdated'
                            order by stream_revision desc limit 1) d on true
         left join lateral (select data from event_log where stream_id = r.stream_id and type = 'CustomerTransferred'
                            order by stream_revision desc limit 1) t on true
         where r.type = 'CustomerRegistered'
       )
       select *, ${extra} from registered
       where ${words.map(() => "(business_name || ' ' || account_number) ilike ?").join(' and ') || 'true'}
         and ${after.sql}
       order by lower(business_name), id
       limit ? offset ?`,
      [...words.map(containing), ...after.bindings, limit, offset],
    )
    return result.rows
  }
}

export interface AuditedCustomer {
  id: number
  businessName: string
  accountNumber: string
  salesUserId: number
  deleted: boolean
}

/** Where a page of the directory ended, in its order. */
export interface DirectoryKey {
  name: string
  id: number
}

interface DirectoryRow {
  id: number
  business_name: string
  account_number: string
  sales_user_id: number
  deleted: boolean
}

function auditedCustomer(r: DirectoryRow): AuditedCustomer {
  return {
    id: r.id,
    businessName: r.business_name,
    accountNumber: r.account_number,
    salesUserId: r.sales_user_id,
    deleted: r.deleted,
  }
}

import type { Role } from '@provender/events'
import type { Knex } from 'knex'
import type { ListQuery } from '../http/listQuery.ts'
import { countedPage } from '../shared/page.ts'
import { whereEveryWord } from '../shared/search.ts'

/** The contact columns of rm_users, as the owner pickers and the user detail read them. */
export interface ContactRow {
  id: number
  role: Role
  email: string
  first_name: string
  last_name: string
  phone: string
}

export const USER_SORT_FIELDS = ['firstName', 'lastName', 'email', 'role', 'createdAt'] as const
export type UserSortField = (typeof USER_SORT_FIELDS)[number]
export const ROLES = ['admin', 'sales', 'customer', 'auditor'] as const

/** Case-insensitive name sorts (spec 9: sales users by firstName ascending); the id breaks ties. */
const sortColumns: Record<UserSortField, string> = {
  firstName: 'lower(u.first_name)',
  lastName: 'lower(u.last_name)',
  email: 'u.email',
  role: 'u.role',
  createdAt: 'u.created_at',
}

interface ListedUserRow extends ContactRow {
  password_changed: boolean
  created_at: Date
  customer_count: string | null
}

function filtered(knex: Knex, filter: { role?: Role | undefined; search?: string | undefined }) {
  const q = knex('rm_users as u')
  if (filter.role) q.where('u.role', filter.role)
  // Every typed word must match a first name, a last name or the email.
  whereEveryWord(q, ['u.first_name', 'u.last_name', 'u.email'], filter.search)
  return q
}

/** The users list: one page, and the count of all that match. */
export async function listUsers(knex: Knex, query: ListQuery<UserSortField> & { role?: Role | undefined }) {
  // customerCount in the same query: one grouped count of rm_customers per owner, joined.
  const counts = knex('rm_customers')
    .select('sales_user_id')
    .count({ customer_count: '*' })
    .groupBy('sales_user_id')
    .as('cc')
  const { rows, total } = await countedPage<ListedUserRow>(
    () => filtered(knex, query),
    (q) =>
      q
        .leftJoin(counts, 'cc.sales_user_id', 'u.id')
        .select(
          'u.id',
          'u.role',
          'u.email',
          'u.first_name',
          'u.last_name',
          'u.phone',
          'u.password_changed',
          'u.created_at',
          'cc.customer_count',
        ),
    { column: sortColumns[query.sortBy], idColumn: 'u.id' },
    query,
  )
  return {
    users: rows.map((r) => ({
      ...contactView(r),
      role: r.role,
      passwordChanged: r.password_changed,
      createdAt: new Date(r.created_at).toISOString(),
      ...(r.role === 'sales' ? { customerCount: Number(r.customer_count ?? 0) } : {}),
    })),
    totalCount: total,
  }
}

/** The owner pickers: every sales user, by name (all but one, for a transfer). */
export async function salesUsers(knex: Knex, exceptId?: number) {
  const q = knex('rm_users').where({ role: 'sales' })
  if (exceptId !== undefined) q.whereNot({ id: exceptId })
  const rows = await q
    .orderByRaw('lower(first_name), lower(last_name), id')
    .select<Omit<ContactRow, 'role'>[]>('id', 'first_name', 'last_name', 'email', 'phone')
  return { users: rows.map(contactView) }
}

/** A person as the lists and pickers show one. */
export function contactView(row: Omit<ContactRow, 'role'>) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
  }
}

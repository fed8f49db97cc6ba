import type { Query } from './listParams.ts'
import { idPath, pagedList } from './pagedMapping.ts'

export interface StaffUser {
  id: number
  firstName: string
  lastName: string
  email: string
  phone: string
  role?: string
  customerCount?: number
}

export const USERS_PATH = '/api/users'
/** docs/api.md; spec 9: sales users by first name ascending. */
export const USER_SORT_FIELDS = ['firstName', 'lastName', 'email', 'role', 'createdAt'] as const
export const DEFAULT_USER_SORT = { field: 'firstName', order: 'ASC' } as const

export const { listQuery: usersListQuery, listResult: usersListResult } = pagedList<StaffUser>({
  sortFields: USER_SORT_FIELDS,
  defaultSort: DEFAULT_USER_SORT,
  passFilters: ['role'],
  rowsKey: 'users',
  countKey: 'totalCount',
})

export const userPath = (id: string | number) => idPath(USERS_PATH, id)

/** Spec 7: POST /api/users names the role it creates; PUT sends the contact fields only. */
export function staffUserBody(
  user: Partial<StaffUser>,
  createdRole?: 'sales' | 'auditor',
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phone: (user.phone ?? '').replace(/\D/g, ''),
  }
  if (createdRole) body.role = createdRole
  return body
}

export function salesUserBody(user: Partial<StaffUser>, creating: boolean): Record<string, unknown> {
  return staffUserBody(user, creating ? 'sales' : undefined)
}

/** DELETE /api/users/{id}?reassignSalesUserId=N: whom the rep's customers go to. */
export function deleteUserQuery(meta: Record<string, unknown> | undefined): Query {
  const target = meta?.reassignSalesUserId
  return typeof target === 'number' || typeof target === 'string' ? { reassignSalesUserId: target } : {}
}

/** GET /api/users/sales (everyone) and /others (everyone but the caller): `{ users }`. */
export const SALES_USERS_PATH = '/api/users/sales'
export const OTHER_SALES_USERS_PATH = '/api/users/sales/others'

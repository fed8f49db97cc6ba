import type { ListParams, Query } from './listParams.ts'
import { idPath, keyedListResult, pagedListQuery } from './pagedMapping.ts'

/** docs/api.md: the customers list's sort fields; spec 9: businessName ascending by default. */
export const CUSTOMER_SORT_FIELDS = [
  'businessName',
  'accountNumber',
  'firstName',
  'lastName',
  'email',
  'salesRep',
  'createdAt',
] as const
export const DEFAULT_CUSTOMER_SORT = { field: 'businessName', order: 'ASC' } as const

export interface CustomerProductLine {
  productId: string
  name: string
  description: string
  unitType: 'quantity' | 'weight'
  packsPerCase: number | null
  defaultPrice: number
  price: number
}

export interface Customer {
  id: number
  businessName: string
  accountNumber: string
  firstName: string
  lastName: string
  email: string
  phone: string
  salesUserId: number | null
  SalesUser: { id: number; firstName: string; lastName: string } | null
  products?: CustomerProductLine[]
  version?: number
}

/** What the form sends on create and edit (spec 7: customer fields, phone digits, products, salesUserId). */
export interface CustomerDraft {
  businessName: string
  accountNumber: string
  firstName: string
  lastName: string
  email: string
  phone: string
  salesUserId?: number | null
  products?: { productId: string; price: number }[]
  version?: number
}

export const CUSTOMERS_PATH = '/api/customers'

export function customersListQuery(params: ListParams): Query {
  return pagedListQuery(params, {
    sortFields: CUSTOMER_SORT_FIELDS,
    defaultSort: DEFAULT_CUSTOMER_SORT,
    passFilters: ['salesUserId'],
  })
}

export function customersListResult(body: unknown) {
  return keyedListResult<Customer>(body, 'customers', 'totalCount')
}

export const customerPath = (id: string | number) => idPath(CUSTOMERS_PATH, id)
export const transferCustomerPath = (id: string | number) => `${customerPath(id)}/transfer`
/** Spec 7: a customer's password is reset with PUT, a sales user's with POST. */
export const resetPasswordPath = (id: string | number) =>
  `/api/account/${encodeURIComponent(String(id))}/reset-password`

/** Only the fields the API takes, phone as digits; an owner is sent only when chosen. */
export function customerBody(draft: Partial<CustomerDraft>): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const key of ['businessName', 'accountNumber', 'firstName', 'lastName', 'email'] as const) {
    if (typeof draft[key] === 'string') body[key] = draft[key]
  }
  if (typeof draft.phone === 'string') body.phone = draft.phone.replace(/\D/g, '')
  if (typeof draft.salesUserId === 'number') body.salesUserId = draft.salesUserId
  if (draft.products) body.products = draft.products.map(({ productId, price }) => ({ productId, price }))
  if (typeof draft.version === 'number') body.version = draft.version
  return body
}

import { CUSTOMER_SORT_FIELDS } from '@provender/events'
import { idPath, pagedList } from './pagedMapping.ts'

/** Spec 9: businessName ascending by default; the sort fields are docs/api.md's. */
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

/** What the customer form edits (spec 7: customer fields, phone as digits). */
interface CustomerFields {
  businessName: string
  accountNumber: string
  firstName: string
  lastName: string
  email: string
  phone: string
}

export interface Customer extends CustomerFields {
  id: number
  salesUserId: number | null
  SalesUser: { id: number; firstName: string; lastName: string } | null
  products?: CustomerProductLine[]
  version?: number
}

/** What the form sends on create and edit (spec 7: customer fields, phone digits, products, salesUserId). */
export interface CustomerDraft extends CustomerFields {
  salesUserId?: number | null
  products?: { productId: string; price: number }[]
  version?: number
}

export const CUSTOMERS_PATH = '/api/customers'

export const { listQuery: customersListQuery, listResult: customersListResult } = pagedList<Customer>({
  sortFields: CUSTOMER_SORT_FIELDS,
  defaultSort: DEFAULT_CUSTOMER_SORT,
  passFilters: ['salesUserId'],
  rowsKey: 'customers',
  countKey: 'totalCount',
})

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

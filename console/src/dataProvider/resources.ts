import {
  CATEGORIES_PATH,
  type Category,
  categoriesListQuery,
  categoriesListResult,
  categoryBody,
  categoryPath,
} from './categoriesMapping.ts'
import {
  CUSTOMERS_PATH,
  type Customer,
  customerBody,
  customerPath,
  customersListQuery,
  customersListResult,
} from './customersMapping.ts'
import { closuresAdapter, standingOrdersAdapter } from './deliveryMapping.ts'
import {
  HISTORY_CUSTOMERS_PATH,
  historyCustomersListQuery,
  historyCustomersListResult,
} from './historyMapping.ts'
import type { HistoryCustomerRow } from './historyTypes.ts'
import {
  INVOICES_PATH,
  type InvoiceSummary,
  invoicePath,
  invoiceResult,
  invoicesListQuery,
  invoicesListResult,
} from './invoicesMapping.ts'
import { orderPath, ordersListPath, ordersListQuery, ordersListResult } from './ordersMapping.ts'
import type { OrderPage } from './orderTypes.ts'
import {
  PRODUCTS_PATH,
  type Product,
  productBody,
  productPath,
  productsListQuery,
  productsListResult,
} from './productsMapping.ts'
import { collectionWrites, type ResourceAdapter, resourceAdapter, unwrap } from './resourceAdapter.ts'
import {
  SENT_MAIL_PATH,
  type SentMail,
  sentMailListQuery,
  sentMailListResult,
  sentMailPath,
} from './sentMailMapping.ts'
import {
  deleteUserQuery,
  type StaffUser,
  salesUserBody,
  staffUserBody,
  USERS_PATH,
  userPath,
  usersListQuery,
  usersListResult,
} from './usersMapping.ts'

const users = {
  listPath: USERS_PATH,
  listQuery: usersListQuery,
  listResult: usersListResult,
  onePath: userPath,
  createPath: USERS_PATH,
  createBody: (data: Partial<StaffUser>) => salesUserBody(data, true),
  writeResult: unwrap<StaffUser>('user'),
  updatePath: userPath,
  updateBody: (data: Partial<StaffUser>) => salesUserBody(data, false),
  deletePath: userPath,
  deleteQuery: deleteUserQuery,
}

/** One entry per resource the console reads and writes; a new screen adds its adapter here. */
export const resources: Record<string, ResourceAdapter> = {
  orders: resourceAdapter<import('./orderTypes.ts').Order, OrderPage>({
    listPath: ordersListPath,
    listQuery: ordersListQuery,
    listResult: ordersListResult,
    onePath: orderPath,
  }),
  customers: resourceAdapter<Customer, unknown>({
    listPath: CUSTOMERS_PATH,
    listQuery: customersListQuery,
    listResult: customersListResult,
    onePath: customerPath,
    ...collectionWrites<Customer>(CUSTOMERS_PATH, customerPath, customerBody, 'customer'),
  }),
  products: resourceAdapter<Product, unknown>({
    listPath: PRODUCTS_PATH,
    listQuery: productsListQuery,
    listResult: productsListResult,
    ...collectionWrites<Product>(PRODUCTS_PATH, productPath, productBody, 'product'),
  }),
  categories: resourceAdapter<Category, unknown>({
    listPath: CATEGORIES_PATH,
    listQuery: categoriesListQuery,
    listResult: categoriesListResult,
    ...collectionWrites<Category>(CATEGORIES_PATH, categoryPath, categoryBody, 'category'),
  }),
  // The users list (spec 2.11) and the sales-user form (spec 2.12) read and write the same accounts.
  users: resourceAdapter<StaffUser, unknown>(users),
  'sales-users': resourceAdapter<StaffUser, unknown>({
    ...users,
    listQuery: (params) => usersListQuery({ ...params, filter: { ...params.filter, role: 'sales' } }),
  }),
  // docs/api.md, auditors: the same accounts API; an auditor owns no customers, so none to reassign.
  auditors: resourceAdapter<StaffUser, unknown>({
    ...users,
    listQuery: (params) => usersListQuery({ ...params, filter: { ...params.filter, role: 'auditor' } }),
    createBody: (data: Partial<StaffUser>) => staffUserBody(data, 'auditor'),
    updateBody: (data: Partial<StaffUser>) => staffUserBody(data),
    deleteQuery: undefined,
  }),
  // docs/api.md, History: every customer ever registered, deleted ones too (admins and auditors read it).
  history: resourceAdapter<HistoryCustomerRow, unknown>({
    listPath: HISTORY_CUSTOMERS_PATH,
    listQuery: historyCustomersListQuery,
    listResult: historyCustomersListResult,
  }),
  // docs/api.md, Sent mail: what the notifier queued and sent (admins); read only.
  'sent-mail': resourceAdapter<SentMail, unknown>({
    listPath: SENT_MAIL_PATH,
    listQuery: sentMailListQuery,
    listResult: sentMailListResult,
    onePath: sentMailPath,
  }),
  // docs/api.md, issue 25: the distributor's closures (admins write) and customers' standing orders.
  closures: resourceAdapter(closuresAdapter),
  'standing-orders': resourceAdapter(standingOrdersAdapter),
  // docs/books.md (issue 37): issued invoices, read only; a correction is a credit memo.
  invoices: resourceAdapter<InvoiceSummary, unknown>({
    listPath: INVOICES_PATH,
    listQuery: invoicesListQuery,
    listResult: invoicesListResult,
    onePath: invoicePath,
    oneResult: invoiceResult,
  }),
}

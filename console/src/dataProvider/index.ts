export type { Category } from './categoriesMapping.ts'
export type { Customer, CustomerDraft, CustomerProductLine } from './customersMapping.ts'
export { DEFAULT_CUSTOMER_SORT } from './customersMapping.ts'
export { type ConsoleDataProvider, dataProvider } from './dataProvider.ts'
export * from './deliveryTypes.ts'
export type { FulfilmentTolerance } from './fulfilmentTolerance.ts'
export { HISTORY_PAGE_SIZE } from './historyMapping.ts'
export * from './historyTypes.ts'
export { DEFAULT_ORDER_SORT, DEFAULT_PAGE_SIZE, ORDER_SORT_FIELDS, type OrderScope } from './ordersMapping.ts'
export type {
  EditedOrder,
  Order,
  OrderCancel,
  OrderChange,
  OrderCustomer,
  OrderEditFields,
  OrderItem,
  OrderStatus,
  ShippedAmount,
} from './orderTypes.ts'
export type { OrderWindow } from './orderWindow.ts'
export { foldText, matchesAllWords, type Product } from './productsMapping.ts'
export { DEFAULT_USER_SORT, type StaffUser } from './usersMapping.ts'

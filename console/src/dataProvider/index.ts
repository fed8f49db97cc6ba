export { type ConsoleDataProvider, dataProvider } from './dataProvider.ts'
export { DEFAULT_ORDER_SORT, DEFAULT_PAGE_SIZE, ORDER_SORT_FIELDS, type OrderScope } from './ordersMapping.ts'
export type { Order, OrderCustomer, OrderItem } from './orderTypes.ts'

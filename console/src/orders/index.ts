export { OrderList } from './OrderList.tsx'
export { OrderShow } from './OrderShow.tsx'

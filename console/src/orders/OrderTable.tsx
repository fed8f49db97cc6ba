import { DataTable, type Identifier } from 'react-admin'
import { EmptyList } from '../common/ListCard.tsx'
import type { Order } from '../dataProvider/index.ts'
import { CustomerCell } from './CustomerCell.tsx'
import { DeliveryCell } from './DeliveryCell.tsx'
import { NO_ORDERS } from './OrderCards.tsx'
import { OrderStatusChip } from './OrderStatusChip.tsx'
import { isCancelled } from './orderEdit.ts'
import { formatOrderDate, formatPrice, salesRepName } from './orderFormat.ts'

const openOrder = (id: Identifier) => `/orders/${id}`
const Col = DataTable.Col<Order>

/** The desktop orders table; the sortable columns are the API's sort fields (spec 2.4). */
export function OrderTable({ showSalesRep }: { showSalesRep: boolean }) {
  return (
    <DataTable<Order> rowClick={openOrder} bulkActionButtons={false} empty={<EmptyList text={NO_ORDERS} />}>
      <Col source="id" label="Order #" render={(order) => `#${order.id}`} />
      <Col source="createdAt" label="Date" render={(order) => formatOrderDate(order.createdAt)} />
      <Col source="deliveryDate" label="Delivery" render={(order) => <DeliveryCell order={order} />} />
      <Col source="customer" label="Customer" render={(order) => <CustomerCell order={order} />} />
      {showSalesRep && <Col source="salesRep" label="Sales Rep" render={salesRepName} />}
      <Col label="Items" align="right" disableSort render={(order) => order.OrderItems.length} />
      <Col label="Total" align="right" disableSort render={(order) => formatPrice(order.totalPrice)} />
      <Col
        label="Status"
        disableSort
        render={(order) => <OrderStatusChip fulfilled={order.fulfilled} cancelled={isCancelled(order)} />}
      />
    </DataTable>
  )
}

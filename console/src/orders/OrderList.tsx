import { loadStoredUser } from '@provender/web-shared/session.ts'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { useEffect } from 'react'
import { SortButton, useCanAccess, useListContext } from 'react-admin'
import { ListCard } from '../common/ListCard.tsx'
import { DEFAULT_ORDER_SORT } from '../dataProvider/index.ts'
import { AccountingExport, OrdersExportMenu } from '../exports/index.ts'
import { DeliveryFilter } from './DeliveryFilter.tsx'
import { OrderCards } from './OrderCards.tsx'
import { OrderScopeToggle } from './OrderScopeToggle.tsx'
import { OrderTable } from './OrderTable.tsx'
import { OrderTabs } from './OrderTabs.tsx'
import { initialOrderFilter } from './orderListFilter.ts'

/**
 * The orders list of the staff dashboard (spec 2.4), or of one customer (spec 2.7), which
 * has no scope: it is that customer's orders.
 */
export function OrderList({ customerId, refreshKey = 0 }: { customerId?: number; refreshKey?: number } = {}) {
  const scope = useCanAccess({ resource: 'orders.scope', action: 'read' })
  const salesRep = useCanAccess({ resource: 'orders.salesRep', action: 'read' })
  const phone = usePhone()
  // The first read already carries the scope (an admin's opens on All), and the columns depend
  // on the role, so the list waits for both answers.
  if (scope.isPending || salesRep.isPending) return null
  const canChooseScope = scope.canAccess === true && customerId === undefined
  const showSalesRep = salesRep.canAccess === true
  const userId = loadStoredUser()?.id ?? 'anonymous'
  return (
    <ListCard
      resource="orders"
      // Kept in the store rather than the URL: the dashboard is '/', and returning from
      // an order should find the same tab, search and page. The store outlives a session,
      // so each user keeps their own (a sales rep must not inherit an admin's scope).
      syncWithLocation={false}
      storeKey={
        customerId === undefined ? `dashboard.orders.${userId}` : `customer.${customerId}.orders.${userId}`
      }
      filter={customerId === undefined ? undefined : { customerId }}
      sort={DEFAULT_ORDER_SORT}
      filterDefaultValues={initialOrderFilter(canChooseScope)}
      searchLabel="Search"
      loadFailed="Failed to get orders."
      header={<OrderTabs />}
      tools={
        <>
          {phone && (
            <SortButton
              fields={
                showSalesRep
                  ? ['createdAt', 'deliveryDate', 'id', 'customer', 'salesRep']
                  : ['createdAt', 'deliveryDate', 'id', 'customer']
              }
            />
          )}
          <DeliveryFilter />
          {canChooseScope && <OrderScopeToggle />}
          {customerId === undefined && <OrdersExportMenu />}
          {customerId === undefined && <AccountingExport />}
        </>
      }
    >
      <RefetchOn value={refreshKey} />
      {phone ? <OrderCards showSalesRep={showSalesRep} /> : <OrderTable showSalesRep={showSalesRep} />}
    </ListCard>
  )
}

/** Refetches the list when `value` changes (the dashboard bumps it when new orders arrive). */
function RefetchOn({ value }: { value: number }) {
  const { refetch } = useListContext()
  useEffect(() => {
    if (value > 0) void refetch()
  }, [value, refetch])
  return null
}

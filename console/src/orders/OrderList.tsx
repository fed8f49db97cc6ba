import { Card, Stack, useMediaQuery, useTheme } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { loadStoredUser } from '@provender/web-shared/session.ts'
import { useEffect } from 'react'
import { FilterLiveSearch, ListBase, Pagination, SortButton, useListContext } from 'react-admin'
import { useCan } from '../auth/useCan.ts'
import { DEFAULT_ORDER_SORT, DEFAULT_PAGE_SIZE } from '../dataProvider/index.ts'
import { OrderCards } from './OrderCards.tsx'
import { OrderScopeToggle } from './OrderScopeToggle.tsx'
import { OrderTable } from './OrderTable.tsx'
import { OrderTabs } from './OrderTabs.tsx'
import { initialOrderFilter } from './orderListFilter.ts'

/** Spec 9: 10, 25 or 50 rows; a phone gets 10 only. */
const PAGE_SIZES = [10, 25, 50]
const SMALL_SCREEN_PAGE_SIZES = [DEFAULT_PAGE_SIZE]

/**
 * The orders list of the staff dashboard (spec 2.4), or of one customer (spec 2.7), which
 * has no scope: it is that customer's orders.
 */
export function OrderList({ customerId, refreshKey = 0 }: { customerId?: number; refreshKey?: number } = {}) {
  const notify = useNotify()
  const canChooseScope = useCan('orders.scope', 'read') && customerId === undefined
  const userId = loadStoredUser()?.id ?? 'anonymous'
  return (
    <ListBase
      resource="orders"
      // Kept in the store rather than the URL: the dashboard is '/', and returning from
      // an order should find the same tab, search and page. The store outlives a session,
      // so each user keeps their own (a sales rep must not inherit an admin's scope).
      disableSyncWithLocation
      storeKey={
        customerId === undefined ? `dashboard.orders.${userId}` : `customer.${customerId}.orders.${userId}`
      }
      filter={customerId === undefined ? undefined : { customerId }}
      perPage={DEFAULT_PAGE_SIZE}
      sort={DEFAULT_ORDER_SORT}
      filterDefaultValues={initialOrderFilter(canChooseScope)}
      queryOptions={{
        onError: (error: unknown) => notify(errorMessage(error, 'Failed to get orders.'), 'error'),
      }}
    >
      <RefetchOn value={refreshKey} />
      <OrderListView canChooseScope={canChooseScope} />
    </ListBase>
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

function OrderListView({ canChooseScope }: { canChooseScope: boolean }) {
  const theme = useTheme()
  const small = useMediaQuery(theme.breakpoints.down('sm'))
  const showSalesRep = useCan('orders.salesRep', 'read')
  const { perPage, setPerPage } = useListContext()

  useEffect(() => {
    if (small && perPage !== DEFAULT_PAGE_SIZE) setPerPage(DEFAULT_PAGE_SIZE)
  }, [small, perPage, setPerPage])

  const sortFields = showSalesRep
    ? ['createdAt', 'id', 'customer', 'salesRep']
    : ['createdAt', 'id', 'customer']

  return (
    <Card>
      <OrderTabs />
      <Stack
        direction="row"
        spacing={1.5}
        alignItems="center"
        useFlexGap
        flexWrap="wrap"
        sx={{ px: 2, pt: 2, pb: 1 }}
      >
        <FilterLiveSearch
          source="q"
          label="Search"
          variant="outlined"
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
        />
        {small && <SortButton fields={sortFields} />}
        {canChooseScope && <OrderScopeToggle />}
      </Stack>
      {small ? <OrderCards showSalesRep={showSalesRep} /> : <OrderTable showSalesRep={showSalesRep} />}
      <Pagination rowsPerPageOptions={small ? SMALL_SCREEN_PAGE_SIZES : PAGE_SIZES} />
    </Card>
  )
}

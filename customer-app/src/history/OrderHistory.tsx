import Home from '@mui/icons-material/Home'
import Replay from '@mui/icons-material/Replay'
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { ORDER_FORM_PATH } from '../routing/routeDecision.ts'
import { useCustomer } from '../session/UserContext.tsx'
import { DeliveryDateText, StandingChip } from './DeliveryFacts.tsx'
import { formatPlacedAt } from './dates.ts'
import { OrderDetailDialog } from './OrderDetailDialog.tsx'
import { OrderStatusChip } from './OrderStatusChip.tsx'
import { placedByLabel } from './orderLines.ts'
import { type HistoryRow, itemCountLabel, statusOf, totalsOf, useOrderAgain } from './reorder.ts'
import { type OrderPage, type OrderSortField, useCustomerOrders } from './useCustomerOrders.ts'

const FIRST_PAGE: OrderPage = { page: 0, pageSize: 10, sortField: 'createdAt', sortOrder: 'DESC' }

const COLUMNS: { field: OrderSortField; label: string }[] = [
  { field: 'id', label: 'Order ID' },
  { field: 'createdAt', label: 'Date' },
]
/** Columns only a wide screen has room for; a phone shows them inside the date's cell. */
const WIDE_COLUMNS = ['Status', 'Items', 'Total', 'Actions']
/** Named for screen readers, not shown: the buttons under it say what they do. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

/** Spec 2.15: the customer's orders, newest first, ten a page. */
export function OrderHistory() {
  const user = useCustomer()
  const small = usePhone()
  const [paging, setPaging] = useState<OrderPage>(FIRST_PAGE)
  const [openOrder, setOpenOrder] = useState<number | null>(null)
  const orders = useCustomerOrders(user.id, paging)
  const orderAgain = useOrderAgain()

  function sortBy(field: OrderSortField) {
    setPaging((p) => ({
      ...p,
      page: 0,
      sortField: field,
      sortOrder: p.sortField === field && p.sortOrder === 'DESC' ? 'ASC' : 'DESC',
    }))
  }

  const rows = orders.data?.rows ?? []

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" alignItems="flex-start" justifyContent="space-between" spacing={2}>
        <Box>
          <Typography variant="h4" component="h1">
            Order History
          </Typography>
          <Typography color="text.secondary">Select an order to see its details.</Typography>
        </Box>
        <Button component={RouterLink} to="/" variant="outlined" startIcon={<Home />} sx={{ flexShrink: 0 }}>
          Home
        </Button>
      </Stack>
      {orders.isError && <Alert severity="error">Failed to get orders</Alert>}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {orders.isFetching && <LinearProgress sx={{ height: 2 }} />}
        <TableContainer>
          <Table aria-label="Your orders">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column.field}
                    sortDirection={
                      paging.sortField === column.field
                        ? paging.sortOrder === 'ASC'
                          ? 'asc'
                          : 'desc'
                        : false
                    }
                  >
                    <TableSortLabel
                      active={paging.sortField === column.field}
                      direction={
                        paging.sortField === column.field && paging.sortOrder === 'ASC' ? 'asc' : 'desc'
                      }
                      onClick={() => sortBy(column.field)}
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
                {!small &&
                  WIDE_COLUMNS.map((label) => (
                    <TableCell key={label} align={label === 'Total' ? 'right' : 'left'}>
                      {label === 'Actions' ? (
                        <Box component="span" sx={VISUALLY_HIDDEN}>
                          {label}
                        </Box>
                      ) : (
                        label
                      )}
                    </TableCell>
                  ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((order) => (
                <TableRow
                  key={order.id}
                  hover
                  tabIndex={0}
                  onClick={() => setOpenOrder(order.id)}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter' && e.key !== ' ') return
                    e.preventDefault()
                    setOpenOrder(order.id)
                  }}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                    #{order.id}
                    {small && (
                      <Stack spacing={0.5} alignItems="flex-start" sx={{ mt: 0.75 }}>
                        <OrderStatusChip status={statusOf(order)} />
                        {order.standingOrderId && <StandingChip />}
                      </Stack>
                    )}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <DeliveryDateText order={order} />
                    {formatPlacedAt(order.createdAt)}
                    {placedByLabel(order) && (
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        component="span"
                        sx={{ display: 'block' }}
                      >
                        {placedByLabel(order)}
                      </Typography>
                    )}
                    {small && (
                      <>
                        <RowTotals order={order} />
                        <OrderAgainButton onClick={() => orderAgain(order)} />
                      </>
                    )}
                  </TableCell>
                  {!small && (
                    <>
                      <TableCell>
                        <Stack spacing={0.5} alignItems="flex-start">
                          <OrderStatusChip status={statusOf(order)} />
                          {order.standingOrderId && <StandingChip />}
                        </Stack>
                      </TableCell>
                      <TableCell>{itemCountLabel(order)}</TableCell>
                      <TableCell align="right">
                        <RowTotals order={order} withCount={false} />
                      </TableCell>
                      <TableCell>
                        <OrderAgainButton onClick={() => orderAgain(order)} />
                      </TableCell>
                    </>
                  )}
                </TableRow>
              ))}
              {orders.isSuccess && rows.length === 0 && (
                <TableRow>
                  <TableCell
                    colSpan={small ? 2 : 6}
                    sx={{ py: 5, textAlign: 'center', color: 'text.secondary' }}
                  >
                    No orders yet.{' '}
                    <Button component={RouterLink} to={ORDER_FORM_PATH} size="small">
                      Place your first order
                    </Button>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={orders.data?.count ?? 0}
          page={paging.page}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={small ? [10] : [10, 25, 50]}
          onPageChange={(_e, page) => setPaging((p) => ({ ...p, page }))}
          onRowsPerPageChange={(e) => setPaging((p) => ({ ...p, page: 0, pageSize: Number(e.target.value) }))}
        />
      </Paper>
      <OrderDetailDialog orderId={openOrder} onClose={() => setOpenOrder(null)} />
    </Stack>
  )
}

/** The estimate, and the final total once fulfilled; on a phone the item count leads. */
function RowTotals({ order, withCount = true }: { order: HistoryRow; withCount?: boolean }) {
  const { estimate, final } = totalsOf(order)
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block', mt: withCount ? 0.5 : 0 }}>
      {withCount && `${itemCountLabel(order)} · `}
      Estimate {estimate}
      {final && (
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          Final {final}
        </Box>
      )}
    </Typography>
  )
}

/** Opens the order form on this order's lines; the row's own click (details) is not fired. */
function OrderAgainButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<Replay />}
      sx={{ minHeight: 44, mt: { xs: 1, sm: 0 }, whiteSpace: 'nowrap' }}
      onClick={(e) => {
        e.stopPropagation()
        onClick()
      }}
      onKeyDown={(e) => e.stopPropagation()}
    >
      Order again
    </Button>
  )
}

import Home from '@mui/icons-material/Home'
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
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { ORDER_FORM_PATH } from '../routing/routeDecision.ts'
import { useCustomer } from '../session/UserContext.tsx'
import { formatPlacedAt } from './dates.ts'
import { OrderDetailDialog } from './OrderDetailDialog.tsx'
import { placedByLabel } from './orderLines.ts'
import { type OrderPage, type OrderSortField, useCustomerOrders } from './useCustomerOrders.ts'

const FIRST_PAGE: OrderPage = { page: 0, pageSize: 10, sortField: 'createdAt', sortOrder: 'DESC' }

const COLUMNS: { field: OrderSortField; label: string }[] = [
  { field: 'id', label: 'Order ID' },
  { field: 'createdAt', label: 'Date' },
]

/** Spec 2.15: the customer's orders, newest first, ten a page. */
export function OrderHistory() {
  const user = useCustomer()
  const theme = useTheme()
  const small = useMediaQuery(theme.breakpoints.down('sm'))
  const [paging, setPaging] = useState<OrderPage>(FIRST_PAGE)
  const [openOrder, setOpenOrder] = useState<number | null>(null)
  const orders = useCustomerOrders(user.id, paging)

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
                  <TableCell sx={{ fontWeight: 600 }}>#{order.id}</TableCell>
                  <TableCell>
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
                  </TableCell>
                </TableRow>
              ))}
              {orders.isSuccess && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={2} sx={{ py: 5, textAlign: 'center', color: 'text.secondary' }}>
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

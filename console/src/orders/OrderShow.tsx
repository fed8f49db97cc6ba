import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import {
  Alert,
  AlertTitle,
  Box,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useGetOne } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import type { Order } from '../dataProvider/index.ts'
import { OrderDocuments } from '../documents/index.ts'
import { OrderActions } from './OrderActions.tsx'
import { OrderDelivery } from './OrderDelivery.tsx'
import { OrderItemsTable } from './OrderItemsTable.tsx'
import { OrderNotes } from './OrderNotes.tsx'
import { OrderStatusChip } from './OrderStatusChip.tsx'
import { cancelledText, changedText, isCancelled } from './orderEdit.ts'
import { formatOrderDate, salesRepName } from './orderFormat.ts'
import { placedByText } from './placedBy.ts'

const LOAD_FAILED = 'Failed to get order.'

/** The order detail screen at /orders/:id (spec 2.8). */
export function OrderShow() {
  const { id = '' } = useParams()
  const notify = useNotify()
  const {
    data: order,
    isPending,
    error,
    refetch,
  } = useGetOne<Order>(
    'orders',
    { id: Number(id) },
    { onError: (failure: unknown) => notify(errorMessage(failure, LOAD_FAILED), 'error'), retry: false },
  )
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto', width: '100%' }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
        <IconButton component={Link} to="/" aria-label="Back to dashboard" edge="start">
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          Order #{id}
        </Typography>
      </Stack>
      {isPending && <LinearProgress />}
      {error && !order && <Alert severity="error">{errorMessage(error, LOAD_FAILED)}</Alert>}
      {order && <OrderDetail order={order} onReload={async () => (await refetch()).data} />}
    </Box>
  )
}

function OrderDetail({ order, onReload }: { order: Order; onReload: () => Promise<Order | undefined> }) {
  const showSalesRep = useCan('orders.salesRep', 'read')
  const cancelled = isCancelled(order)
  const changed = changedText(order)
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          justifyContent="space-between"
          alignItems={{ xs: 'flex-start', sm: 'flex-start' }}
          spacing={2}
          sx={{ mb: 3 }}
        >
          <Stack spacing={0.5}>
            <Typography variant="h5" component="h2">
              {order.Customer?.businessName ?? 'Unknown customer'}
            </Typography>
            <Typography color="text.secondary">Account # {order.Customer?.accountNumber ?? '—'}</Typography>
            <Typography variant="body2" color="text.secondary">
              Placed {formatOrderDate(order.createdAt)}
            </Typography>
            {placedByText(order) && <Typography variant="body2">{placedByText(order)}</Typography>}
            {changed && <Typography variant="body2">{changed}</Typography>}
            {showSalesRep && <Typography variant="body2">Sales Rep: {salesRepName(order)}</Typography>}
          </Stack>
          <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems="center">
            <OrderStatusChip fulfilled={order.fulfilled} cancelled={cancelled} size="medium" />
            <OrderActions order={order} onReload={onReload} />
          </Stack>
        </Stack>
        {cancelled ? (
          <Alert severity="error" sx={{ mb: 3 }}>
            <AlertTitle>{cancelledText(order)}</AlertTitle>
            {order.cancelReason?.trim() ? `Reason: ${order.cancelReason.trim()}` : 'No reason given.'}
          </Alert>
        ) : (
          <OrderDocuments orderId={Number(order.id)} fulfilled={order.fulfilled} />
        )}
        <OrderDelivery order={order} />
        <OrderNotes order={order} />
        <Box sx={{ overflowX: 'auto', mx: { xs: -2, sm: 0 } }}>
          <OrderItemsTable order={order} />
        </Box>
      </CardContent>
    </Card>
  )
}

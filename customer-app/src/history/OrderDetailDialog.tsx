import Edit from '@mui/icons-material/Edit'
import EventRepeat from '@mui/icons-material/EventRepeat'
import Replay from '@mui/icons-material/Replay'
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material'
import { api } from '@provender/web-shared/api.ts'
import { deliveryDateLabel } from '@provender/web-shared/ordering/delivery.ts'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { ReorderState } from '../orders/draft.ts'
import { useDeliveryOptions } from '../orders/useDeliveryOptions.ts'
import { ORDER_FORM_PATH } from '../routing/routeDecision.ts'
import { CancelOrderDialog } from './CancelOrderDialog.tsx'
import { LeftOutNote, StandingChip } from './DeliveryFacts.tsx'
import { formatPlacedAt } from './dates.ts'
import { LineItemsTable } from './LineItemsTable.tsx'
import { CancelledAlert, ChangedLine, ChangeNotice } from './OrderChangeParts.tsx'
import { OrderNotesLines } from './OrderNotesLines.tsx'
import {
  displayLines,
  finalTotalCents,
  type OrderRow,
  orderTotalCents,
  pastLines,
  placedByLabel,
} from './orderLines.ts'
import { useChangeChance } from './useChangeChance.ts'

export const ORDER_DETAIL_FAILED = 'Unable to load order details.'

// Opened by few: its code comes with the first tap on "Make standing".
const MakeStandingDialog = lazy(() =>
  import('../standingOrders/MakeStandingDialog.tsx').then((m) => ({ default: m.MakeStandingDialog })),
)

/** Spec 2.15: the details load when a row is clicked. */
export function OrderDetailDialog({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const fullScreen = usePhone()
  const navigate = useNavigate()
  // A standing order repeats on delivery days: offered only to a customer who has them.
  const scheduled = Boolean(useDeliveryOptions().data?.scheduled)
  const [makeStanding, setMakeStanding] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const order = useQuery({
    queryKey: ['orders', 'detail', orderId],
    queryFn: () => api<OrderRow>(`/api/orders/${orderId}`),
    enabled: orderId !== null,
  })
  const chance = useChangeChance(order.data)
  const version = order.data?.version

  return (
    <Dialog open={orderId !== null} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>Order #{orderId}</DialogTitle>
      <DialogContent dividers>
        {order.isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading order" />
          </Box>
        )}
        {order.isError && <Alert severity="error">{ORDER_DETAIL_FAILED}</Alert>}
        {order.data && (
          <>
            {order.data.standingOrderId && <StandingChip />}
            <Typography sx={{ mt: 1 }}>
              <strong>Delivery:</strong> {deliveryDateLabel(order.data.deliveryDate)}
            </Typography>
            <OrderNotesLines order={order.data} />
            <CancelledAlert order={order.data} />
            <ChangeNotice chance={chance} />
            <LeftOutNote order={order.data} />
            <Typography sx={{ mb: 2, mt: 1 }}>
              <strong>Placed:</strong> {formatPlacedAt(order.data.createdAt)}
              {placedByLabel(order.data) && (
                <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
                  {placedByLabel(order.data)}
                </Typography>
              )}
              <ChangedLine order={order.data} />
            </Typography>
            <LineItemsTable
              lines={displayLines(order.data)}
              totalCents={orderTotalCents(order.data)}
              finalTotalCents={finalTotalCents(order.data)}
            />
          </>
        )}
      </DialogContent>
      <DialogActions
        sx={{ gap: 1, px: 2, py: 1.5, flexWrap: 'wrap', '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        {order.data && (
          <Button
            variant="contained"
            startIcon={<Replay />}
            sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
            onClick={() => {
              const { data } = order
              const state: ReorderState = { reorder: { orderId: data.id, lines: pastLines(data) } }
              navigate(ORDER_FORM_PATH, { state })
            }}
          >
            Order again
          </Button>
        )}
        {order.data && chance.kind === 'open' && (
          <>
            <Button
              startIcon={<Edit />}
              sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
              onClick={() => navigate(`${ORDER_FORM_PATH}?change=${order.data.id}`)}
            >
              Change order
            </Button>
            <Button
              color="error"
              sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
              onClick={() => setCancelling(true)}
            >
              Cancel order
            </Button>
          </>
        )}
        {order.data && scheduled && (
          <Button
            startIcon={<EventRepeat />}
            sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
            onClick={() => setMakeStanding(true)}
          >
            Make standing
          </Button>
        )}
        <Button onClick={onClose} sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
          Close
        </Button>
      </DialogActions>
      <CancelOrderDialog
        order={cancelling && order.data && version !== undefined ? { id: order.data.id, version } : null}
        onClose={() => setCancelling(false)}
      />
      {makeStanding && order.data && (
        <Suspense fallback={null}>
          <MakeStandingDialog orderId={order.data.id} onClose={() => setMakeStanding(false)} />
        </Suspense>
      )}
    </Dialog>
  )
}

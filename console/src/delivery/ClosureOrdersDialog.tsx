import { Button, DialogContentText, List } from '@mui/material'
import { useState } from 'react'
import { useGetList } from 'react-admin'
import { useCan } from '../auth/useCan.ts'
import { DialogFrame } from '../common/DialogFrame.tsx'
import type { Closure, Order } from '../dataProvider/index.ts'
import { OrderStatusChip } from '../orders/OrderStatusChip.tsx'
import { ActionRow } from './ActionRow.tsx'
import { formatDateSpan, formatDeliveryDate } from './deliveryFormat.ts'
import { MoveOrderDialog } from './MoveOrderDialog.tsx'

/** The orders that ship during a closure, each with a Move (one event a move). */
export function ClosureOrdersDialog({ closure, onClose }: { closure: Closure | null; onClose: () => void }) {
  const canMove = useCan('orders', 'edit')
  const [moving, setMoving] = useState<Order | null>(null)
  const { data: orders = [], isPending } = useGetList<Order>(
    'orders',
    {
      filter: { deliveryFrom: closure?.from, deliveryTo: closure?.to },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'deliveryDate', order: 'ASC' },
    },
    { enabled: closure !== null },
  )
  return (
    <>
      <DialogFrame
        open={closure !== null}
        onClose={onClose}
        title="Orders during the closure"
        maxWidth="sm"
        loading={isPending && closure !== null && 'Loading orders'}
        intro={
          closure && (
            <>
              Nothing ships {formatDateSpan(closure.from, closure.to)} ({closure.reason}).{' '}
              {canMove
                ? 'Move each order to another delivery day.'
                : 'Staff who own these customers move them.'}
            </>
          )
        }
        actions={
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        }
      >
        {!isPending && orders.length === 0 && (
          <DialogContentText role="status">No orders ship on these days any more.</DialogContentText>
        )}
        <List disablePadding aria-label="Orders during the closure">
          {orders.map((order) => (
            <ActionRow
              key={order.id}
              primary={`Order #${order.id} · ${order.Customer?.businessName ?? 'Unknown customer'}`}
              secondary={`Ships ${formatDeliveryDate(order.deliveryDate)}`}
            >
              {order.fulfilled ? (
                <OrderStatusChip fulfilled />
              ) : (
                canMove && (
                  <Button
                    variant="outlined"
                    size="small"
                    onClick={() => setMoving(order)}
                    aria-label={`Move order #${order.id}`}
                  >
                    Move
                  </Button>
                )
              )}
            </ActionRow>
          ))}
        </List>
      </DialogFrame>
      <MoveOrderDialog order={moving} onClose={() => setMoving(null)} />
    </>
  )
}

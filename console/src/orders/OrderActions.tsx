import BlockIcon from '@mui/icons-material/Block'
import DoneAllIcon from '@mui/icons-material/DoneAll'
import EditIcon from '@mui/icons-material/Edit'
import EditCalendarIcon from '@mui/icons-material/EditCalendar'
import { Button, Stack } from '@mui/material'
import { useState } from 'react'
import { useCan } from '../auth/useCan.ts'
import type { Order } from '../dataProvider/index.ts'
import { MoveOrderDialog } from '../delivery/MoveOrderDialog.tsx'
import { CancelOrderDialog } from './CancelOrderDialog.tsx'
import { EditOrderLinesDialog } from './EditOrderLinesDialog.tsx'
import { FulfilOrderDialog } from './FulfilOrderDialog.tsx'
import { isCancelled, isOpen } from './orderEdit.ts'

type Opened = 'fulfil' | 'edit' | 'move' | 'cancel' | null

/**
 * What staff do with an open order: mark it fulfilled, change its lines, move it to another
 * delivery date, cancel it (issue 36); the page's one Move (a closed date's warning points here).
 * Each for whom the role allows it (the server also checks the rep owns the customer). A
 * fulfilled order keeps spec 2.8's Mark as Fulfilled, disabled, and nothing else; a cancelled one
 * offers nothing.
 */
export function OrderActions({
  order,
  onReload,
}: {
  order: Order
  onReload: () => Promise<Order | undefined>
}) {
  const canFulfill = useCan('orders', 'fulfill')
  const canChange = useCan('orders', 'change')
  const canCancel = useCan('orders', 'cancel')
  const canMove = useCan('orders', 'edit')
  const [opened, setOpened] = useState<Opened>(null)
  // Spec 2.8: "A Mark as Fulfilled action, disabled once the order is fulfilled."
  if (order.fulfilled && !isCancelled(order)) {
    return canFulfill ? (
      <Button variant="contained" startIcon={<DoneAllIcon />} disabled>
        Mark as Fulfilled
      </Button>
    ) : null
  }
  if (!isOpen(order)) return null
  const close = () => setOpened(null)
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
      {canFulfill && (
        <Button variant="contained" startIcon={<DoneAllIcon />} onClick={() => setOpened('fulfil')}>
          Mark as Fulfilled
        </Button>
      )}
      {canChange && (
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setOpened('edit')}>
          Edit lines
        </Button>
      )}
      {canMove && (
        <Button variant="outlined" startIcon={<EditCalendarIcon />} onClick={() => setOpened('move')}>
          Move
        </Button>
      )}
      {canCancel && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<BlockIcon />}
          onClick={() => setOpened('cancel')}
        >
          Cancel order
        </Button>
      )}
      {canFulfill && <FulfilOrderDialog order={order} open={opened === 'fulfil'} onClose={close} />}
      {canChange && opened === 'edit' && (
        <EditOrderLinesDialog
          order={order}
          onClose={close}
          onReload={onReload}
          onCancelOrder={canCancel ? () => setOpened('cancel') : undefined}
        />
      )}
      {canMove && <MoveOrderDialog order={opened === 'move' ? order : null} onClose={close} />}
      {canCancel && opened === 'cancel' && (
        <CancelOrderDialog order={order} onClose={close} onReload={onReload} />
      )}
    </Stack>
  )
}

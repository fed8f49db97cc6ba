import { Alert, Chip, Stack, Typography } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { FormDialog } from '../common/FormDialog.tsx'
import { TextFieldInput } from '../common/TextFieldInput.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import type { Order } from '../dataProvider/index.ts'
import { closedOrdersKey } from './closedOrders.ts'
import { formatDeliveryDate } from './deliveryFormat.ts'
import { MOVE_MESSAGES, type MoveValues, moveErrors, needsConfirmation } from './moveOrder.ts'

type MovedOrder = Pick<Order, 'id' | 'customerId' | 'deliveryDate'>

/**
 * Moves an order to another delivery date (one OrderMoved event). The customer's next open dates
 * are offered; a date off its schedule or closed is refused first, then sent again as an exception
 * once staff confirm, as the ordering window's confirmation does.
 */
export function MoveOrderDialog({
  order,
  onClose,
  onMoved,
}: {
  /** The order to move; none keeps the dialog closed. */
  order: MovedOrder | null
  onClose: () => void
  onMoved?: (deliveryDate: string) => void
}) {
  const data = useConsoleData()
  const queryClient = useQueryClient()
  const notify = useNotify()
  // The refusal staff are asked to confirm, and the date it was about.
  const [refused, setRefused] = useState<{ date: string; message: string } | null>(null)
  const close = () => {
    setRefused(null)
    onClose()
  }
  const move = async (values: MoveValues) => {
    if (!order) return
    const outsideSchedule = refused?.date === values.deliveryDate
    try {
      await data.moveOrder(order.id, {
        deliveryDate: values.deliveryDate,
        ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
        ...(outsideSchedule ? { outsideSchedule: true } : {}),
      })
    } catch (failure) {
      if (!outsideSchedule && needsConfirmation(failure))
        setRefused({ date: values.deliveryDate, message: errorMessage(failure, MOVE_MESSAGES.failed) })
      else notify(errorMessage(failure, MOVE_MESSAGES.failed), 'error')
      return
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
      queryClient.invalidateQueries({ queryKey: ['closures'] }),
      queryClient.invalidateQueries({ queryKey: closedOrdersKey }),
    ])
    notify(`Order #${order.id} moved to ${formatDeliveryDate(values.deliveryDate)}.`, 'success')
    onMoved?.(values.deliveryDate)
    close()
  }
  return (
    <FormDialog<MoveValues>
      open={order !== null}
      title={order ? `Move order #${order.id}` : 'Move order'}
      defaultValues={{ deliveryDate: '', reason: '' }}
      validate={(values) => moveErrors(values, order?.deliveryDate ?? null)}
      canSubmit={(values) => Boolean(values.deliveryDate)}
      submitLabel={refused ? 'Move anyway' : 'Move'}
      busyLabel="Moving…"
      onSubmit={move}
      onClose={close}
      maxWidth="sm"
      intro={`It ships ${order?.deliveryDate ? `on ${formatDeliveryDate(order.deliveryDate)}` : 'on no set date'}. Choose the day it ships instead.`}
    >
      {order && <MoveInputs customerId={order.customerId} refused={refused} />}
    </FormDialog>
  )
}

function MoveInputs({
  customerId,
  refused,
}: {
  customerId: number
  refused: { date: string; message: string } | null
}) {
  const data = useConsoleData()
  const options = useQuery({
    queryKey: ['delivery', 'options', customerId],
    queryFn: () => data.deliveryOptions(customerId),
  })
  const { setValue } = useFormContext()
  const chosen = useWatch({ name: 'deliveryDate' }) as string
  const dates = options.data?.dates ?? []
  return (
    <Stack spacing={2}>
      {dates.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="body2" id="move-next-dates">
            The customer's next delivery days
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            flexWrap="wrap"
            role="group"
            aria-labelledby="move-next-dates"
          >
            {dates.map((option) => (
              <Chip
                key={option.date}
                label={formatDeliveryDate(option.date)}
                color={chosen === option.date ? 'primary' : 'default'}
                variant={chosen === option.date ? 'filled' : 'outlined'}
                aria-pressed={chosen === option.date}
                onClick={() =>
                  setValue('deliveryDate', option.date, { shouldDirty: true, shouldValidate: true })
                }
              />
            ))}
          </Stack>
        </Stack>
      )}
      <TextFieldInput
        source="deliveryDate"
        type="date"
        label="New delivery date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextFieldInput source="reason" label="Reason (optional)" helperText="Kept in the order's history." />
      {refused && refused.date === chosen && (
        <Alert severity="warning">
          {refused.message} Move it anyway, as an exception to the customer's delivery days?
        </Alert>
      )}
    </Stack>
  )
}

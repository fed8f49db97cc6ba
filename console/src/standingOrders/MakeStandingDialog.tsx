import { FormControlLabel, Radio, RadioGroup } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useCreate } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { FormDialog } from '../common/FormDialog.tsx'
import { useFormInput } from '../common/useFormInput.ts'
import type { NewStandingOrder, StandingOrder } from '../dataProvider/index.ts'
import type { OrderDialogProps } from '../orders/orderDialogProps.ts'
import { standingMadeMessage, standingOrdersPath } from './standingFormat.ts'

interface Values {
  everyWeeks: '1' | '2'
}

/**
 * Makes an order standing (issue 25): its lines are placed again for every delivery day, or
 * every other week, from the next open one. Then the customer's standing orders show it.
 */
export function MakeStandingDialog({ order, open, onClose }: OrderDialogProps) {
  const [create] = useCreate<StandingOrder>()
  const notify = useNotify()
  const navigate = useNavigate()
  const submit = async ({ everyWeeks }: Values) => {
    try {
      const data: NewStandingOrder = {
        customerId: order.customerId,
        fromOrderId: order.id,
        everyWeeks: everyWeeks === '2' ? 2 : 1,
      }
      const made = (await create('standing-orders', { data }, { returnPromise: true })) as StandingOrder
      notify(standingMadeMessage(made), 'success')
    } catch (failure) {
      notify(errorMessage(failure, 'Failed to make the order standing.'), 'error')
      return
    }
    onClose()
    // The customer's standing orders show it, with its dates to skip.
    navigate(standingOrdersPath(order.customerId))
  }
  return (
    <FormDialog<Values>
      open={open}
      title="Make standing"
      defaultValues={{ everyWeeks: '1' }}
      submitLabel="Make standing"
      busyLabel="Making…"
      onSubmit={submit}
      onClose={onClose}
      intro={`Order #${order.id}'s lines are placed again at each cut-off, at the prices in force then, until paused or cancelled. Any date can be skipped.`}
    >
      <EveryWeeksInput />
    </FormDialog>
  )
}

function EveryWeeksInput() {
  const { field } = useFormInput<string>('everyWeeks')
  return (
    <RadioGroup
      value={field.value ?? '1'}
      onChange={(e) => field.onChange(e.target.value)}
      aria-label="How often"
    >
      <FormControlLabel value="1" control={<Radio />} label="Every week" />
      <FormControlLabel value="2" control={<Radio />} label="Every other week" />
    </RadioGroup>
  )
}

import { Stack } from '@mui/material'
import { useCreate, useDataProvider } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { FormDialog } from '../common/FormDialog.tsx'
import { TextFieldInput } from '../common/TextFieldInput.tsx'
import { useDialogSave } from '../common/useDialogSave.ts'
import type { Closure } from '../dataProvider/index.ts'
import { CLOSURE_MESSAGES, type ClosureValues, closureErrors, latestTo } from './closures.ts'

const EMPTY: ClosureValues = { from: '', to: '', reason: '' }

/**
 * Adds days nothing ships. When orders already ship on them, `onHasOrders` hands the new
 * closure on, so staff see those orders and move them.
 */
export function AddClosureDialog({
  open,
  today,
  onClose,
  onHasOrders,
}: {
  open: boolean
  /** The distributor's date: a closure cannot start before it. */
  today: string
  onClose: () => void
  onHasOrders: (closure: Closure) => void
}) {
  const [create] = useCreate<Closure>()
  const dataProvider = useDataProvider()
  const save = useDialogSave()
  const add = (values: ClosureValues) =>
    save(
      async () => {
        const closure = (await create('closures', { data: values }, { returnPromise: true })) as Closure
        const { total } = await dataProvider.getList('orders', {
          filter: { deliveryFrom: closure.from, deliveryTo: closure.to },
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'deliveryDate', order: 'ASC' },
        })
        if (total) onHasOrders({ ...closure, orderCount: total })
      },
      { done: CLOSURE_MESSAGES.added, failed: CLOSURE_MESSAGES.addFailed },
      onClose,
    )
  return (
    <FormDialog<ClosureValues>
      open={open}
      title="Add a closure"
      defaultValues={EMPTY}
      validate={(values) => closureErrors(values, today)}
      submitLabel="Add closure"
      busyLabel="Adding…"
      onSubmit={add}
      onClose={onClose}
      intro="Nothing ships on these days, for any customer: each is offered the next delivery day instead."
    >
      <ClosureInputs today={today} />
    </FormDialog>
  )
}

function ClosureInputs({ today }: { today: string }) {
  const values = useWatch() as ClosureValues
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextFieldInput
          source="from"
          type="date"
          label="First closed day"
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        <TextFieldInput
          source="to"
          type="date"
          label="Last closed day"
          helperText={values.from && !values.to ? 'Empty: one day.' : ' '}
          fullWidth
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: values.from || today, max: latestTo(values.from) },
          }}
        />
      </Stack>
      <TextFieldInput
        source="reason"
        label="Reason"
        placeholder="Thanksgiving, stock-take…"
        helperText="Customers see this reason."
        slotProps={{ htmlInput: { maxLength: 200 } }}
        fullWidth
      />
    </Stack>
  )
}

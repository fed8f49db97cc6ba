import { Alert, MenuItem, Stack, Typography } from '@mui/material'
import { useCreate, useDataProvider } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { FormDialog } from '../common/FormDialog.tsx'
import { TextFieldInput } from '../common/TextFieldInput.tsx'
import { useDialogSave } from '../common/useDialogSave.ts'
import type { Closure } from '../dataProvider/index.ts'
import { CLOSURE_MESSAGES, type ClosureValues, closureErrors, latestTo } from './closures.ts'
import {
  previewSentence,
  type StandingMove,
  standingMoveWords,
  useClosurePreview,
  useStandingMove,
} from './standingMove.ts'

/** standingMove '': the distributor's setting (sent as nothing, so the server applies it). */
type AddClosureValues = ClosureValues & { standingMove: StandingMove | '' }

const EMPTY: AddClosureValues = { from: '', to: '', reason: '', standingMove: '' }

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
  const setting = useStandingMove()
  const add = ({ standingMove, ...values }: AddClosureValues) =>
    save(
      async () => {
        const data = standingMove ? { ...values, standingMove } : values
        const closure = (await create('closures', { data }, { returnPromise: true })) as Closure
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
    <FormDialog<AddClosureValues>
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
      <StandingOrdersMove setting={setting.data?.standingMove ?? null} />
    </FormDialog>
  )
}

/**
 * Where the standing-order dates on the closed days go (the distributor's setting, or another way
 * for this closure), and how many standing orders that moves, before the closure is saved (issue 36).
 */
function StandingOrdersMove({ setting }: { setting: StandingMove | null }) {
  const values = useWatch() as AddClosureValues
  const move = values.standingMove || setting
  const preview = useClosurePreview({ from: values.from, to: values.to, standingMove: move })
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <TextFieldInput
        source="standingMove"
        select
        label="Standing orders on these days move to"
        format={(value) => value || setting || ''}
        helperText={setting ? `The distributor's setting: ${standingMoveWords(setting)}.` : ' '}
        fullWidth
      >
        <MenuItem value="previous">{standingMoveWords('previous')}</MenuItem>
        <MenuItem value="next">{standingMoveWords('next')}</MenuItem>
      </TextFieldInput>
      {preview.data ? (
        <Alert severity={preview.data.standingOrders > 0 ? 'info' : 'success'} role="status">
          {previewSentence(preview.data)}
          {preview.data.standingOrders > 0 && (
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              Their customers get a mail saying where each date moved.
            </Typography>
          )}
        </Alert>
      ) : null}
    </Stack>
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

import { Button, FormControlLabel, Radio, RadioGroup, Stack } from '@mui/material'
import { useMemo } from 'react'
import { Form } from 'react-admin'
import { useFormState, useWatch } from 'react-hook-form'
import { useFormInput } from '../common/useFormInput.ts'
import { UnsavedChangesWarning } from '../customers/UnsavedChangesWarning.tsx'
import type { DeliveryDay } from '../dataProvider/index.ts'
import { DeliveryDaysInput } from './DeliveryDaysInput.tsx'
import {
  type ScheduleDraft,
  scheduleChanged,
  scheduleDays,
  scheduleDraft,
  scheduleProblem,
} from './deliveryDays.ts'

/**
 * Delivery days, the distributor's or one customer's: the default (`defaultLabel`: no days, or
 * the distributor's) or days of its own. Saved on its own button; react-admin's form keeps the
 * draft and its unsaved-changes warning.
 */
export function DeliveryDaysForm({
  own,
  shown,
  defaultLabel,
  ownLabel,
  disabled,
  warnUnsaved = false,
  onSave,
}: {
  /** The days set here; null: the default applies. */
  own: DeliveryDay[] | null
  /** What the rows show while the default applies (a customer: the distributor's days). */
  shown?: DeliveryDay[] | null
  defaultLabel: string
  ownLabel: string
  disabled: boolean
  /**
   * Ask before leaving with changes. A router holds one such question at a time, so a form on a
   * screen that has another (the customer's) leaves it off.
   */
  warnUnsaved?: boolean
  onSave: (days: DeliveryDay[] | null) => Promise<unknown>
}) {
  const saved = useMemo(() => scheduleDraft(own, own ?? shown), [own, shown])
  return (
    <Form
      key={JSON.stringify(saved)}
      defaultValues={saved}
      validate={(values: object) => {
        const problem = scheduleProblem(values as ScheduleDraft)
        return problem ? { days: problem } : {}
      }}
      onSubmit={async (values: object) => {
        await onSave(scheduleDays(values as ScheduleDraft))
      }}
      noValidate
      warnWhenUnsavedChanges={warnUnsaved && !disabled}
      WarnWhenUnsavedChangesComponent={UnsavedChangesWarning}
      disableInvalidFormNotification
    >
      <Stack spacing={2}>
        <OwnChoice defaultLabel={defaultLabel} ownLabel={ownLabel} disabled={disabled} />
        <DaysWhenOwn disabled={disabled} />
        {!disabled && <SaveButton saved={saved} />}
      </Stack>
    </Form>
  )
}

function OwnChoice({
  defaultLabel,
  ownLabel,
  disabled,
}: {
  defaultLabel: string
  ownLabel: string
  disabled: boolean
}) {
  const { field } = useFormInput<boolean>('own')
  return (
    <RadioGroup
      value={field.value ? 'own' : 'default'}
      onChange={(e) => field.onChange(e.target.value === 'own')}
      aria-label="Which delivery days"
    >
      <FormControlLabel value="default" control={<Radio />} label={defaultLabel} disabled={disabled} />
      <FormControlLabel value="own" control={<Radio />} label={ownLabel} disabled={disabled} />
    </RadioGroup>
  )
}

/** The rows are for days of its own; while the default applies they show it, read only. */
function DaysWhenOwn({ disabled }: { disabled: boolean }) {
  const own = useWatch({ name: 'own' }) as boolean
  const days = useWatch({ name: 'days' }) as { on: boolean }[] | undefined
  // No default days to show (the distributor's own form): nothing but the choice.
  if (!own && !days?.some((d) => d.on)) return null
  return <DeliveryDaysInput disabled={disabled || !own} />
}

function SaveButton({ saved }: { saved: ScheduleDraft }) {
  const { isSubmitting } = useFormState()
  const draft = useWatch() as ScheduleDraft
  return (
    <Stack direction="row" justifyContent="flex-end">
      <Button
        type="submit"
        variant="contained"
        disabled={isSubmitting || !draft.days || !scheduleChanged(saved, draft)}
      >
        {isSubmitting ? 'Saving…' : 'Save delivery days'}
      </Button>
    </Stack>
  )
}

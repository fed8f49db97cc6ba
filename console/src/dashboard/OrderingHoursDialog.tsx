import { FormControlLabel, Stack, Switch } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { useRole } from '../auth/useCan.ts'
import { FormDialog } from '../common/FormDialog.tsx'
import { TextFieldInput } from '../common/TextFieldInput.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import { useFormInput } from '../common/useFormInput.ts'
import {
  draftOf,
  HOURS_MESSAGES,
  type HoursDraft,
  hoursChanged,
  hoursScopeText,
  timeOptions,
  twelveHour,
  validateHours,
} from './orderingHours.ts'
import { useSettingDialog } from './useSettingDialog.ts'

const TIMES = timeOptions()

/** The problem of spec 5, under the time it is about: the one not chosen, else the close. */
function hoursErrors(draft: HoursDraft): Partial<Record<keyof HoursDraft, string>> {
  const problem = validateHours(draft)
  if (!problem) return {}
  return { [problem === HOURS_MESSAGES.bothTimes && !draft.openTime ? 'openTime' : 'closeTime']: problem }
}

/**
 * Spec 2.4 and 5: always open, or open and close times on a 5-minute step. An admin sets
 * the company's hours, a sales rep its own customers' (the same call, spec 6).
 */
export function OrderingHoursDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const data = useConsoleData()
  const role = useRole()
  const { saved, save } = useSettingDialog({
    queryKey: ['order-window', 'mine'],
    open,
    load: () => data.getOrderWindow(),
    store: async (draft: HoursDraft) => ({ ...(await data.saveOrderWindow(draft)), inherited: false }),
    messages: { done: HOURS_MESSAGES.saved, failed: HOURS_MESSAGES.failed },
    onClose,
  })
  const savedDraft = useMemo(() => draftOf(saved.data), [saved.data])

  return (
    <FormDialog
      open={open}
      title="Ordering Hours"
      defaultValues={savedDraft}
      validate={hoursErrors}
      // Spec 5: Save is disabled while nothing has changed.
      canSubmit={(draft) => !saved.isPending && hoursChanged(savedDraft, draft)}
      onSubmit={save}
      onClose={onClose}
      loading={saved.isPending && 'Loading ordering hours'}
      loadError={saved.error && errorMessage(saved.error, 'Failed to load ordering hours.')}
      intro={hoursScopeText(role, saved.data?.inherited)}
    >
      <HoursInputs />
    </FormDialog>
  )
}

function HoursInputs() {
  const { field } = useFormInput<boolean>('alwaysOpen')
  const alwaysOpen = useWatch({ name: 'alwaysOpen' }) as boolean
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
        label="Always open"
      />
      {!alwaysOpen && (
        <Stack direction="row" spacing={2}>
          <TimeSelect source="openTime" label="Open time" />
          <TimeSelect source="closeTime" label="Close time" />
        </Stack>
      )}
    </Stack>
  )
}

/** A native select of the 5-minute times: the step holds on every device, and it reads well to a screen reader. */
function TimeSelect({ source, label }: { source: keyof HoursDraft; label: string }) {
  return (
    <TextFieldInput
      source={source}
      select
      label={label}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose…</option>
      {TIMES.map((time) => (
        <option key={time} value={time}>
          {twelveHour(time)}
        </option>
      ))}
    </TextFieldInput>
  )
}

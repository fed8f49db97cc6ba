import { InputAdornment } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { FormDialog } from '../common/FormDialog.tsx'
import { TextFieldInput } from '../common/TextFieldInput.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import { useSettingDialog } from './useSettingDialog.ts'
import { TOLERANCE_MESSAGES, toleranceProblem } from './weightTolerance.ts'

const QUERY_KEY = ['settings', 'fulfilment-tolerance']

/** An admin's setting: how far over the ordered weight a weight line may ship at fulfilment. */
export function WeightToleranceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const data = useConsoleData()
  const { saved, save } = useSettingDialog({
    queryKey: QUERY_KEY,
    open,
    load: () => data.getFulfilmentTolerance(),
    store: async ({ percent }: { percent: string }) => ({
      ...(await data.saveFulfilmentTolerance(Number(percent.trim()))),
      isDefault: false,
    }),
    messages: { done: TOLERANCE_MESSAGES.saved, failed: TOLERANCE_MESSAGES.failed },
    onClose,
  })

  return (
    <FormDialog
      open={open}
      title="Weight Tolerance"
      defaultValues={{ percent: saved.data ? String(saved.data.percent) : '' }}
      validate={({ percent }) => ({ percent: toleranceProblem(percent) ?? undefined })}
      canSubmit={() => !saved.isPending}
      onSubmit={save}
      onClose={onClose}
      loading={saved.isPending && 'Loading the weight tolerance'}
      loadError={saved.error && errorMessage(saved.error, TOLERANCE_MESSAGES.loadFailed)}
      intro="Meat, fish and cheese ship at the weight the scale reads. At fulfilment, a weight line may ship this much over the ordered weight, and no more."
    >
      <TextFieldInput
        source="percent"
        label="Tolerance"
        helperText="A whole percent from 0 to 100. The default is 10%."
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        }}
      />
    </FormDialog>
  )
}

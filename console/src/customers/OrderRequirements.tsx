import { Button, Stack } from '@mui/material'
import type { OrderRequirements as Requirements } from '@provender/web-shared/ordering/orderRequirements.ts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { BooleanInput, Form, NumberInput } from 'react-admin'
import { useFormState } from 'react-hook-form'
import { useCan } from '../auth/useCan.ts'
import { SettingCard } from '../common/SettingCard.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import { useDialogSave } from '../common/useDialogSave.ts'
import { minimumOrderProblem, type RequirementsFormValues, requirementsOf } from './orderRequirementsForm.ts'

export const orderRequirementsKey = (customerId: number) => ['order-requirements', customerId] as const

/**
 * What every order of the customer must carry (issue 36): a PO number, a minimum order value.
 * Admins and the owning rep set them; saved on their own button, apart from the customer's details.
 * The server checks each order placed or changed against them.
 */
export function OrderRequirements({ customerId }: { customerId: number }) {
  const data = useConsoleData()
  const canEdit = useCan('customers', 'edit')
  const queryClient = useQueryClient()
  const save = useDialogSave()
  const key = orderRequirementsKey(customerId)
  const requirements = useQuery({ queryKey: key, queryFn: () => data.orderRequirements(customerId) })
  const store = (values: Requirements) =>
    save(
      async () => queryClient.setQueryData(key, await data.saveOrderRequirements(customerId, values)),
      { done: 'Order requirements saved.', failed: 'Failed to save the order requirements.' },
      () => undefined,
    )
  return (
    <SettingCard
      title="Order requirements"
      subheader="Checked on every order placed or changed for this customer, by the customer or by phone."
      setting={requirements}
      loadingLabel="Loading order requirements"
      failed="Failed to load the order requirements."
    >
      {(saved) => <RequirementsForm saved={saved} disabled={!canEdit} onSave={store} />}
    </SettingCard>
  )
}

function RequirementsForm({
  saved,
  disabled,
  onSave,
}: {
  saved: Requirements
  disabled: boolean
  onSave: (requirements: Requirements) => Promise<unknown>
}) {
  return (
    <Form
      // A new answer from the server starts the form again from what is saved.
      key={JSON.stringify(saved)}
      defaultValues={saved}
      validate={(values: RequirementsFormValues) => {
        const problem = minimumOrderProblem(values.minimumOrder)
        return problem ? { minimumOrder: problem } : {}
      }}
      onSubmit={(values: RequirementsFormValues) => onSave(requirementsOf(values))}
      noValidate
    >
      <Stack spacing={1} sx={{ maxWidth: 420 }}>
        <BooleanInput source="poNumberRequired" label="Every order needs a PO number" disabled={disabled} />
        <NumberInput
          source="minimumOrder"
          label="Minimum order ($)"
          helperText="Leave empty for no minimum."
          min={0}
          step={0.01}
          disabled={disabled}
        />
        <SaveRequirements disabled={disabled} />
      </Stack>
    </Form>
  )
}

/** Save, on once something changed and while nothing is being sent. */
function SaveRequirements({ disabled }: { disabled: boolean }) {
  const { isDirty, isSubmitting } = useFormState()
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled || !isDirty || isSubmitting}
      sx={{ alignSelf: 'flex-start' }}
    >
      {isSubmitting ? 'Saving…' : 'Save requirements'}
    </Button>
  )
}

import { Typography } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useDelete } from 'react-admin'
import { ConfirmDialog } from '../common/ConfirmDialog.tsx'
import type { Customer } from '../dataProvider/index.ts'

/** Spec 9: the warning names what deleting a customer removes, and that it cannot be undone. */
export const DELETE_CUSTOMER_WARNING =
  "This cannot be undone. It removes the customer's login, orders and history, pricing and favourites, and settings."

export function DeleteCustomerDialog({
  customer,
  onClose,
  onDeleted,
}: {
  customer: Pick<Customer, 'id' | 'businessName'> | null
  onClose: () => void
  onDeleted?: () => void
}) {
  const notify = useNotify()
  const [remove, { isPending }] = useDelete()
  return (
    <ConfirmDialog
      open={customer !== null}
      title="Delete Customer"
      confirmLabel="Delete"
      busyLabel="Deleting…"
      destructive
      busy={isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!customer) return
        remove(
          'customers',
          { id: customer.id, previousData: customer },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify('Customer deleted.', 'success')
              onDeleted?.()
              onClose()
            },
            onError: (failure: unknown) =>
              notify(errorMessage(failure, 'Failed to delete customer.'), 'error'),
          },
        )
      }}
    >
      <Typography sx={{ mb: 1 }}>
        Delete <strong>{customer?.businessName}</strong>?
      </Typography>
      <Typography color="text.secondary">{DELETE_CUSTOMER_WARNING}</Typography>
    </ConfirmDialog>
  )
}

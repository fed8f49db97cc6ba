import { ConfirmDelete } from '../common/ConfirmDelete.tsx'
import { DeleteQuestion } from '../common/DeleteQuestion.tsx'
import type { Customer } from '../dataProvider/index.ts'

/** Spec 9: the warning names what deleting a customer removes, and that it cannot be undone. */
export const DELETE_CUSTOMER_WARNING =
  "This cannot be undone. It removes the customer's login, orders and history, pricing and favourites, and settings."

const MESSAGES = { deleted: 'Customer deleted.', deleteFailed: 'Failed to delete customer.' }

export function DeleteCustomerDialog({
  customer,
  onClose,
  onDeleted,
}: {
  customer: Pick<Customer, 'id' | 'businessName'> | null
  onClose: () => void
  onDeleted?: () => void
}) {
  return (
    <ConfirmDelete
      resource="customers"
      title="Delete Customer"
      record={customer}
      content={<DeleteQuestion name={customer?.businessName} warning={DELETE_CUSTOMER_WARNING} />}
      messages={MESSAGES}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  )
}

import { useState } from 'react'
import { useRefresh } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import { RowActionsMenu } from '../common/RowActionsMenu.tsx'
import type { Customer } from '../dataProvider/index.ts'
import { deliveryDaysPath, editCustomerPath } from './CustomerRows.tsx'
import { DeleteCustomerDialog } from './DeleteCustomerDialog.tsx'
import { newOrderPath } from './phoneOrder.ts'
import { TransferCustomerDialog } from './TransferCustomerDialog.tsx'

/**
 * Spec 2.5's row menu (Transfer Account, View Orders, Edit, Delete) with its two dialogs,
 * shared by every row of one list; New Order, Delivery Days and History are additions.
 */
export function useCustomerActions() {
  const navigate = useNavigate()
  const refresh = useRefresh()
  const [transferring, setTransferring] = useState<Customer | null>(null)
  const [deleting, setDeleting] = useState<Customer | null>(null)
  const readsHistory = useCan('history', 'read')

  const menu = (customer: Customer) => (
    <RowActionsMenu
      label={`Actions for ${customer.businessName}`}
      actions={[
        { label: 'Transfer Account', onSelect: () => setTransferring(customer) },
        { label: 'View Orders', onSelect: () => navigate(`/customers/${customer.id}/orders`) },
        { label: 'New Order', onSelect: () => navigate(newOrderPath(customer.id)) },
        { label: 'Edit', onSelect: () => navigate(editCustomerPath(customer.id)) },
        { label: 'Delivery Days', onSelect: () => navigate(deliveryDaysPath(customer.id)) },
        ...(readsHistory
          ? [{ label: 'History', onSelect: () => navigate(`/customers/${customer.id}/history`) }]
          : []),
        { label: 'Delete', onSelect: () => setDeleting(customer), danger: true },
      ]}
    />
  )
  const dialogs = (
    <>
      <TransferCustomerDialog
        customer={transferring}
        onClose={() => setTransferring(null)}
        onTransferred={refresh}
      />
      <DeleteCustomerDialog customer={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
    </>
  )
  return { menu, dialogs }
}

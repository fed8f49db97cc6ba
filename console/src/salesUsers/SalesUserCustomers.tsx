import {
  Card,
  CardContent,
  CardHeader,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { useRefresh } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { ListCard } from '../common/ListCard.tsx'
import { RowActionsMenu } from '../common/RowActionsMenu.tsx'
import { fullName } from '../common/useConsoleData.ts'
import { CustomerRows, editCustomerPath } from '../customers/CustomerRows.tsx'
import { DeleteCustomerDialog } from '../customers/DeleteCustomerDialog.tsx'
import { TransferCustomerDialog } from '../customers/TransferCustomerDialog.tsx'
import { type Customer, DEFAULT_CUSTOMER_SORT } from '../dataProvider/index.ts'
import { type PendingTransfer, queueTransfer, removeTransfer, transferChipLabel } from './pendingTransfers.ts'

/**
 * Spec 2.12: the rep's customers with Edit, Transfer Account and Delete. In Queue Transfer
 * mode a transfer is only noted here and applied when the form is saved.
 */
export function SalesUserCustomers({
  salesUserId,
  queueMode,
  onQueueModeChange,
  queue,
  onQueueChange,
}: {
  salesUserId: number
  queueMode: boolean
  onQueueModeChange: (on: boolean) => void
  queue: readonly PendingTransfer[]
  onQueueChange: (queue: PendingTransfer[]) => void
}) {
  const navigate = useNavigate()
  const refresh = useRefresh()
  const [transferring, setTransferring] = useState<Customer | null>(null)
  const [deleting, setDeleting] = useState<Customer | null>(null)
  const menu = (customer: Customer) => (
    <RowActionsMenu
      label={`Actions for ${customer.businessName}`}
      actions={[
        { label: 'Edit', onSelect: () => navigate(editCustomerPath(customer.id)) },
        { label: 'Transfer Account', onSelect: () => setTransferring(customer) },
        { label: 'Delete', onSelect: () => setDeleting(customer), danger: true },
      ]}
    />
  )
  return (
    <Stack spacing={2}>
      {queue.length > 0 && (
        <Card sx={{ borderColor: 'primary.main' }}>
          <CardHeader
            title="Pending transfers (applied on Save)"
            titleTypographyProps={{ variant: 'subtitle1', component: 'h2', fontWeight: 700 }}
          />
          <CardContent sx={{ pt: 0 }}>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              flexWrap="wrap"
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label="Pending transfers"
            >
              {queue.map((transfer) => (
                <li key={transfer.customerId}>
                  <Chip
                    label={transferChipLabel(transfer)}
                    onDelete={() => onQueueChange(removeTransfer(queue, transfer.customerId))}
                    aria-label={`${transferChipLabel(transfer)}. Press Delete to remove.`}
                  />
                </li>
              ))}
            </Stack>
          </CardContent>
        </Card>
      )}
      <ListCard
        resource="customers"
        filter={{ salesUserId }}
        sort={DEFAULT_CUSTOMER_SORT}
        storeKey={`sales-user.${salesUserId}.customers`}
        syncWithLocation={false}
        searchLabel="Search customers"
        loadFailed="Failed to fetch customers."
        header={
          <>
            <CardHeader
              title="Customers"
              titleTypographyProps={{ variant: 'h6', component: 'h2' }}
              action={
                <FormControlLabel
                  control={
                    <Switch checked={queueMode} onChange={(e) => onQueueModeChange(e.target.checked)} />
                  }
                  label="Queue Transfer"
                />
              }
            />
            {queueMode && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
                Transfers are queued and applied, in order, when you save.
              </Typography>
            )}
          </>
        }
      >
        <CustomerRows showSalesRep={false} actions={menu} />
      </ListCard>
      <TransferCustomerDialog
        customer={transferring}
        onClose={() => setTransferring(null)}
        onTransferred={refresh}
        onQueue={
          queueMode
            ? (customer, target) =>
                onQueueChange(
                  queueTransfer(queue, {
                    customerId: customer.id,
                    customerName: customer.businessName,
                    toId: target.id,
                    toName: fullName(target),
                  }),
                )
            : undefined
        }
      />
      <DeleteCustomerDialog customer={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
    </Stack>
  )
}

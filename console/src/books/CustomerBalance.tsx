import { Button, Link, Stack } from '@mui/material'
import { BalanceSummary, OpenInvoices } from '@provender/web-shared/books/BalanceView.tsx'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import { SettingCard } from '../common/SettingCard.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import { RecordPaymentDialog } from './RecordPaymentDialog.tsx'

export const balanceKey = (customerId: number) => ['balance', customerId] as const

/**
 * What the customer owes now (GET /api/customers/:id/balance): the balance, its aging, the open
 * invoices with their PDFs, and "Record payment" for admins and the owning rep. After a payment
 * the balance and the invoices list are read again, behind the write's consistency token.
 */
export function CustomerBalance({ customerId }: { customerId: number }) {
  const data = useConsoleData()
  const canRecord = useCan('payments', 'create')
  const queryClient = useQueryClient()
  const [recording, setRecording] = useState(false)
  const balance = useQuery({ queryKey: balanceKey(customerId), queryFn: () => data.balance(customerId) })
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: balanceKey(customerId) })
    // react-admin keeps its lists under the resource's name.
    void queryClient.invalidateQueries({ queryKey: ['invoices'] })
  }
  return (
    <SettingCard
      title="Balance"
      subheader="Invoices are issued when an order is fulfilled; payments apply oldest first unless chosen."
      setting={balance}
      loadingLabel="Loading the balance"
      failed="Failed to load the balance."
    >
      {(loaded) => (
        <Stack spacing={2}>
          <BalanceSummary balance={loaded} />
          <OpenInvoices
            invoices={loaded.openInvoices}
            numberCell={(n) => (
              <Link component={RouterLink} to={`/invoices/${n}`}>
                #{n}
              </Link>
            )}
          />
          {canRecord && (
            <Button variant="contained" onClick={() => setRecording(true)} sx={{ alignSelf: 'flex-start' }}>
              Record payment
            </Button>
          )}
          {recording && (
            <RecordPaymentDialog
              customerId={customerId}
              openInvoices={loaded.openInvoices}
              onClose={() => setRecording(false)}
              onRecorded={refresh}
            />
          )}
        </Stack>
      )}
    </SettingCard>
  )
}

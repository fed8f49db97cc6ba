import { Card, Stack, Typography } from '@mui/material'
import { BalanceSummary, OpenInvoices } from '@provender/web-shared/books/BalanceView.tsx'
import { fetchBalance, fetchBilling } from '@provender/web-shared/books/books.ts'
import { RetryAlert } from '@provender/web-shared/RetryAlert.tsx'
import { useQuery } from '@tanstack/react-query'
import { LoadingList, StepHeading } from '../orders/OrderFormParts.tsx'
import { useCustomer } from '../session/UserContext.tsx'

export const ACCOUNT_TEXTS = {
  title: 'Account',
  subtitle: 'What you owe, and the invoices still open.',
  failed: 'Failed to load your balance.',
} as const

/**
 * Issue 37, /customer/account: the customer's balance, its aging, its open invoices with their
 * PDFs and its payment terms, read from its own books (a customer sees only itself). Phone first:
 * the invoices are one block each until the screen is wide enough for a table.
 */
export function AccountPage() {
  const user = useCustomer()
  const balance = useQuery({ queryKey: ['balance', 'mine', user.id], queryFn: () => fetchBalance(user.id) })
  // The terms only label the page: a failed read leaves them out rather than hiding the balance.
  const billing = useQuery({ queryKey: ['billing', 'mine', user.id], queryFn: () => fetchBilling(user.id) })
  return (
    <Stack spacing={2.5}>
      <StepHeading title={ACCOUNT_TEXTS.title} subtitle={ACCOUNT_TEXTS.subtitle} />
      {balance.isError ? (
        <RetryAlert onRetry={() => void balance.refetch()}>{ACCOUNT_TEXTS.failed}</RetryAlert>
      ) : (
        !balance.data && <LoadingList label="Loading your balance" />
      )}
      {balance.data && (
        <Card variant="outlined" component="section" aria-labelledby="balance-title" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={1}>
              <Typography id="balance-title" variant="h6" component="h2">
                Balance
              </Typography>
              {billing.data && (
                <Typography variant="body2" color="text.secondary" data-testid="payment-terms">
                  Payment terms: {billing.data.termsLabel}
                </Typography>
              )}
            </Stack>
            <BalanceSummary balance={balance.data} label="Amount owed" />
            <Typography variant="subtitle1" component="h3" fontWeight={600}>
              Open invoices
            </Typography>
            <OpenInvoices invoices={balance.data.openInvoices} />
          </Stack>
        </Card>
      )}
    </Stack>
  )
}

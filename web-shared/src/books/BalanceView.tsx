import { Box, Link, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { formatCalendarDate } from '../format/delivery.ts'
import { formatMoney } from '../format/index.ts'
import { usePhone } from '../usePhone.ts'
import { AGING_BUCKETS, type Balance, invoicePdfPath, type OpenInvoice, pastDueText } from './books.ts'
import { type Column, SimpleTable } from './SimpleTable.tsx'

/**
 * What a customer owes, drawn the same in the console's Balance tab and the customer's own
 * account page: the balance, its five aging buckets (which always sum to it; a credit shows in
 * Current), and the open invoices with their PDFs.
 */
export function BalanceSummary({ balance, label = 'Balance owed' }: { balance: Balance; label?: string }) {
  return (
    <Stack spacing={1.5}>
      <Box>
        <Typography variant="body2" color="text.secondary" id="balance-owed-label">
          {label}
        </Typography>
        <Typography variant="h4" component="p" aria-labelledby="balance-owed-label" data-testid="balance">
          {formatMoney(balance.balance)}
        </Typography>
        {balance.unapplied > 0 && (
          <Typography variant="body2" color="text.secondary">
            Includes {formatMoney(balance.unapplied)} on account as a credit.
          </Typography>
        )}
      </Box>
      <Box
        component="dl"
        aria-label="Aging"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
          gap: 1,
          '& > div': { border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 },
          '& dt': { color: 'text.secondary', fontSize: 14 },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        {AGING_BUCKETS.map(([bucket, bucketLabel]) => (
          <div key={bucket}>
            <dt>{bucketLabel}</dt>
            <dd data-testid={`aging-${bucket}`}>{formatMoney(balance.aging[bucket])}</dd>
          </div>
        ))}
      </Box>
    </Stack>
  )
}

/** The issued invoice's file: a plain link, which the browser opens with the session cookie. */
export function InvoicePdfLink({ invoiceNumber }: { invoiceNumber: number }) {
  return (
    <Link href={invoicePdfPath(invoiceNumber)} target="_blank" rel="noopener" variant="body2">
      Invoice #{invoiceNumber} PDF
    </Link>
  )
}

/**
 * The open invoices, oldest due first as the server lists them: a table on a wide screen, one
 * block each on a phone. `numberCell` lets the console link the number to its invoice page.
 */
export function OpenInvoices({
  invoices,
  numberCell = (n) => `#${n}`,
}: {
  invoices: readonly OpenInvoice[]
  numberCell?: (invoiceNumber: number) => ReactNode
}) {
  const phone = usePhone()
  if (invoices.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No open invoices.
      </Typography>
    )
  if (!phone) return <SimpleTable label="Open invoices" rows={invoices} columns={columns(numberCell)} />
  return (
    <Stack component="ul" aria-label="Open invoices" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {invoices.map((invoice) => (
        <Box component="li" key={invoice.invoiceNumber} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <Stack direction="row" justifyContent="space-between" spacing={1}>
            <Typography fontWeight={700}>Invoice {numberCell(invoice.invoiceNumber)}</Typography>
            <Typography fontWeight={700}>{formatMoney(invoice.open)} open</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Issued {formatCalendarDate(invoice.issueDate)} · due {formatCalendarDate(invoice.dueDate)} ·{' '}
            {pastDueText(invoice.daysPastDue)} · total {formatMoney(invoice.total)}
          </Typography>
          <Box sx={{ py: 1 }}>
            <InvoicePdfLink invoiceNumber={invoice.invoiceNumber} />
          </Box>
        </Box>
      ))}
    </Stack>
  )
}

const columns = (numberCell: (invoiceNumber: number) => ReactNode): Column<OpenInvoice>[] => [
  { label: 'Invoice', cell: (i) => numberCell(i.invoiceNumber) },
  { label: 'Issued', cell: (i) => formatCalendarDate(i.issueDate) },
  { label: 'Due', cell: (i) => formatCalendarDate(i.dueDate) },
  { label: 'Total', right: true, cell: (i) => formatMoney(i.total) },
  { label: 'Open', right: true, cell: (i) => formatMoney(i.open) },
  { label: 'Days past due', right: true, cell: (i) => Math.max(0, i.daysPastDue) },
  { label: 'PDF', cell: (i) => <InvoicePdfLink invoiceNumber={i.invoiceNumber} /> },
]

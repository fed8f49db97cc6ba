import { Alert, Box, Button, Card, CardContent, LinearProgress, Link, Stack, Typography } from '@mui/material'
import type { PostalAddress } from '@provender/events'
import { errorMessage } from '@provender/web-shared/api.ts'
import { InvoicePdfLink } from '@provender/web-shared/books/BalanceView.tsx'
import type { InvoiceDetail, InvoiceLineView } from '@provender/web-shared/books/books.ts'
import { type Column, SimpleTable } from '@provender/web-shared/books/SimpleTable.tsx'
import { formatCalendarDate } from '@provender/web-shared/format/delivery.ts'
import { formatMoney, formatQuantity, NO_VALUE } from '@provender/web-shared/format/index.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import type { ReactNode } from 'react'
import { useGetOne } from 'react-admin'
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { editCustomerPath } from '../customers/CustomerRows.tsx'
import { InvoiceStatusChip } from './InvoiceStatusChip.tsx'

const LOAD_FAILED = 'Failed to get this invoice.'

/** /invoices/:number: the invoice as issued (docs/books.md), with its PDF; read only. */
export function InvoiceShow() {
  const { id = '' } = useParams()
  const notify = useNotify()
  const navigate = useNavigate()
  const { data, isPending, error } = useGetOne<InvoiceDetail>(
    'invoices',
    { id: Number(id) },
    { onError: (failure: unknown) => notify(errorMessage(failure, LOAD_FAILED), 'error'), retry: false },
  )
  return (
    <Page maxWidth={1040}>
      <PageHeader
        title={data ? `Invoice #${data.invoiceNumber}` : 'Invoice'}
        subtitle={data?.businessName}
        backTo="/invoices"
        backLabel="Back to invoices"
      />
      {isPending && <LinearProgress aria-label="Loading the invoice" />}
      {error && !data && (
        <Alert severity="error" action={<Button onClick={() => navigate('/invoices')}>Invoices</Button>}>
          {errorMessage(error, LOAD_FAILED)}
        </Alert>
      )}
      {data && <InvoiceDetailView invoice={data} />}
    </Page>
  )
}

const addressLines = (address: PostalAddress | null): string[] =>
  address
    ? [
        address.line1,
        address.line2,
        [address.city, address.region, address.postalCode].filter(Boolean).join(' '),
        address.country,
      ].filter(Boolean)
    : []

const LINE_COLUMNS: Column<InvoiceLineView>[] = [
  {
    label: 'Product',
    cell: (l) => (
      <>
        {l.name}
        {l.substituteFor && (
          <Typography variant="caption" color="text.secondary" component="div">
            Substitute for {l.substituteFor}
          </Typography>
        )}
      </>
    ),
  },
  { label: 'Quantity', cell: (l) => formatQuantity(l.quantity, l.quantityType) },
  { label: 'Unit price', right: true, cell: (l) => formatMoney(l.unitPrice) },
  { label: 'Amount', right: true, cell: (l) => formatMoney(l.amount) },
  { label: 'Tax', right: true, cell: (l) => (l.taxable ? formatMoney(l.tax) : 'Not taxable') },
]

function InvoiceDetailView({ invoice }: { invoice: InvoiceDetail }) {
  const facts: [string, ReactNode][] = [
    ['Status', <InvoiceStatusChip key="status" invoice={invoice} />],
    ['Issued', formatCalendarDate(invoice.issueDate)],
    ['Due', formatCalendarDate(invoice.dueDate)],
    ['Terms', invoice.termsLabel],
    ['Delivered', invoice.deliveryDate ? formatCalendarDate(invoice.deliveryDate) : NO_VALUE],
    ['PO number', invoice.poNumber || NO_VALUE],
    [
      'Tax',
      invoice.taxExemptCertificate
        ? `Exempt (certificate ${invoice.taxExemptCertificate})`
        : `${invoice.taxRatePercent} %`,
    ],
  ]
  const totals: [string, string][] = [
    ['Subtotal', formatMoney(invoice.subtotal)],
    ['Tax', formatMoney(invoice.tax)],
    ['Total', formatMoney(invoice.total)],
    ['Paid', formatMoney(invoice.paid)],
    ['Open', formatMoney(invoice.open)],
  ]
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" justifyContent="space-between">
            <Pairs label="Invoice facts" pairs={facts} />
            <Stack spacing={1} alignItems="flex-start">
              <InvoicePdfLink invoiceNumber={invoice.invoiceNumber} />
              <Link component={RouterLink} to={editCustomerPath(invoice.customerId)} variant="body2">
                Open {invoice.businessName}
              </Link>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <AddressCard title="From" lines={[invoice.seller.name, ...invoice.seller.addressLines]} />
        <AddressCard
          title="Bill to"
          lines={[
            invoice.billTo.businessName,
            `Account # ${invoice.billTo.accountNumber}`,
            ...addressLines(invoice.billTo.address),
          ]}
        />
        <AddressCard
          title="Ship to"
          lines={
            invoice.shipTo
              ? [invoice.shipTo.label, ...addressLines(invoice.shipTo.address)]
              : ['No ship-to address']
          }
        />
      </Box>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Lines
          </Typography>
          {/* A grid track of minmax(0, 1fr): a phone scrolls the table instead of widening the page. */}
          <Box
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label="Invoice lines, scrollable"
          >
            <SimpleTable label="Invoice lines" rows={invoice.lines} columns={LINE_COLUMNS} />
          </Box>
          <Box sx={{ mt: 2, ml: 'auto', maxWidth: 320 }}>
            <Pairs label="Totals" pairs={totals} />
          </Box>
        </CardContent>
      </Card>
    </Stack>
  )
}

function AddressCard({ title, lines }: { title: string; lines: string[] }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          {title}
        </Typography>
        {/* One block, a line each: an address's lines have no identity of their own to key by. */}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {lines.join('\n')}
        </Typography>
      </CardContent>
    </Card>
  )
}

/** Labelled values as a description list, label and value side by side. */
function Pairs({ label, pairs }: { label: string; pairs: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.75,
        '& dt': { color: 'text.secondary', fontWeight: 600 },
        '& dd': { m: 0 },
      }}
    >
      {pairs.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  )
}

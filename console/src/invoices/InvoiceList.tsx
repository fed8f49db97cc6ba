import { ListItem, ListItemButton, Stack, Typography } from '@mui/material'
import type { InvoiceSummary } from '@provender/web-shared/books/books.ts'
import { formatCalendarDate } from '@provender/web-shared/format/delivery.ts'
import { formatMoney } from '@provender/web-shared/format/index.ts'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { DataTable, type Identifier } from 'react-admin'
import { Link } from 'react-router-dom'
import { CardList, EmptyList, ListCard } from '../common/ListCard.tsx'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import {
  DEFAULT_INVOICE_SORT,
  INVOICE_PAGE_SIZES,
  INVOICE_SORT_FIELDS,
} from '../dataProvider/invoicesMapping.ts'
import { InvoiceFilters } from './InvoiceFilters.tsx'
import { InvoiceStatusChip } from './InvoiceStatusChip.tsx'

const Col = DataTable.Col<InvoiceSummary>
const openInvoice = (id: Identifier) => `/invoices/${encodeURIComponent(String(id))}`
const LIST = {
  resource: 'invoices',
  storeKey: 'invoices.list',
  sort: DEFAULT_INVOICE_SORT,
  perPage: 25,
  pageSizes: INVOICE_PAGE_SIZES,
  loadFailed: 'Failed to get invoices.',
}
const EMPTY = 'No invoices here. An invoice is issued when an order is fulfilled.'
const TABLE = { rowClick: openInvoice, bulkActionButtons: false, empty: <EmptyList text={EMPTY} /> } as const

/** Issue 37, /invoices: every invoice issued, newest number first; staff read, nobody edits. */
export function InvoiceList() {
  const phone = usePhone()
  return (
    <Page>
      <PageHeader
        title="Invoices"
        subtitle="Issued when an order is fulfilled; paid by the payments recorded."
      />
      <ListCard {...LIST} tools={<InvoiceFilters sortFields={phone ? INVOICE_SORT_FIELDS : undefined} />}>
        {phone ? <InvoiceCards /> : <InvoiceTable />}
      </ListCard>
    </Page>
  )
}

function InvoiceTable() {
  return (
    <DataTable<InvoiceSummary> {...TABLE}>
      <Col source="invoiceNumber" label="Number" render={(i) => `#${i.invoiceNumber}`} />
      <Col source="businessName" label="Customer" disableSort />
      <Col source="issueDate" label="Issued" render={(i) => formatCalendarDate(i.issueDate)} />
      <Col source="dueDate" label="Due" render={(i) => formatCalendarDate(i.dueDate)} />
      <Col source="total" label="Total" align="right" render={(i) => formatMoney(i.total)} />
      <Col source="open" label="Open" align="right" disableSort render={(i) => formatMoney(i.open)} />
      <Col label="Status" disableSort render={(i) => <InvoiceStatusChip invoice={i} />} />
    </DataTable>
  )
}

/** The phone layout: one tappable block per invoice. */
function InvoiceCards() {
  return (
    <CardList<InvoiceSummary>
      empty={EMPTY}
      label="Invoices"
      card={(invoice) => (
        <ListItem disablePadding>
          <ListItemButton component={Link} to={openInvoice(invoice.id)} divider sx={{ py: 1.5 }}>
            <Stack spacing={0.5} sx={{ width: '100%', minWidth: 0 }}>
              <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
                <Typography fontWeight={700}>Invoice #{invoice.invoiceNumber}</Typography>
                <InvoiceStatusChip invoice={invoice} />
              </Stack>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {invoice.businessName}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Issued {formatCalendarDate(invoice.issueDate)} · due {formatCalendarDate(invoice.dueDate)} ·{' '}
                {formatMoney(invoice.total)} · {formatMoney(invoice.open)} open
              </Typography>
            </Stack>
          </ListItemButton>
        </ListItem>
      )}
    />
  )
}

import { Chip, Link as MuiLink } from '@mui/material'
import { DataTable } from 'react-admin'
import { Link } from 'react-router-dom'
import { EmptyList, ListCard, LOG_PAGE_SIZES } from '../common/ListCard.tsx'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { HISTORY_PAGE_SIZE, type HistoryCustomerRow } from '../dataProvider/index.ts'
import { ListExportMenu } from '../exports/index.ts'

const Col = DataTable.Col<HistoryCustomerRow>

/** Every customer ever registered, deleted ones too: the auditors' way in to a history (/history). */
export function HistoryCustomerList() {
  return (
    <Page>
      <PageHeader title="Customer history" />
      <ListCard
        resource="history"
        storeKey="history.customers"
        syncWithLocation={false}
        perPage={HISTORY_PAGE_SIZE}
        pageSizes={LOG_PAGE_SIZES}
        searchLabel="Search customers"
        loadFailed="Failed to get customers."
        tools={<ListExportMenu name="history-customers" />}
      >
        {/* The API lists by name and sorts nothing else, so no column offers a sort. */}
        <DataTable<HistoryCustomerRow>
          rowClick={false}
          bulkActionButtons={false}
          empty={<EmptyList text="No customers found." />}
        >
          <Col label="Business" disableSort render={(c) => <BusinessCell customer={c} />} />
          <Col source="accountNumber" label="Account #" disableSort />
          <Col
            label="Owner"
            disableSort
            render={(c) => c.salesUser?.name ?? '—'}
            sx={{ display: { xs: 'none', sm: 'table-cell' } }}
          />
        </DataTable>
      </ListCard>
    </Page>
  )
}

function BusinessCell({ customer }: { customer: HistoryCustomerRow }) {
  return (
    <>
      <MuiLink component={Link} to={`/customers/${customer.id}/history`}>
        {customer.businessName}
      </MuiLink>
      {customer.deleted && <Chip size="small" color="warning" label="Deleted" sx={{ ml: 1 }} />}
    </>
  )
}

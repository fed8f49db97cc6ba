import AddIcon from '@mui/icons-material/Add'
import HomeIcon from '@mui/icons-material/Home'
import { Button, Card, Stack } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { FilterLiveSearch, ListBase } from 'react-admin'
import { Link } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import { DEFAULT_PAGE_SIZE, ListPagination } from '../common/ListPagination.tsx'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { DEFAULT_CUSTOMER_SORT } from '../dataProvider/index.ts'
import { useCustomerActions } from './CustomerActions.tsx'
import { CustomerRows } from './CustomerRows.tsx'

/** /customers (spec 2.5): by business name, searchable, paged; a row opens the form. */
export function CustomerList() {
  const canCreate = useCan('customers', 'create')
  return (
    <Page>
      <PageHeader
        title="Customers"
        actions={
          <>
            <Button component={Link} to="/" variant="outlined" startIcon={<HomeIcon />}>
              Home
            </Button>
            {canCreate && (
              <Button component={Link} to="/customers/new" variant="contained" startIcon={<AddIcon />}>
                New Customer
              </Button>
            )}
          </>
        }
      />
      <CustomersCard />
    </Page>
  )
}

/**
 * A searchable, paged customers list. The Users screen's Customers tab and the sales-user
 * screen use it too, with their own `storeKey` (and owner filter).
 */
export function CustomersCard({
  storeKey,
  filter,
  syncWithLocation = true,
}: {
  storeKey?: string
  filter?: Record<string, unknown>
  syncWithLocation?: boolean
}) {
  const notify = useNotify()
  const showSalesRep = useCan('customers.salesRep', 'read')
  const canChange = useCan('customers', 'edit')
  const { menu, dialogs } = useCustomerActions()
  return (
    <ListBase
      resource="customers"
      sort={DEFAULT_CUSTOMER_SORT}
      perPage={DEFAULT_PAGE_SIZE}
      filter={filter}
      storeKey={storeKey}
      disableSyncWithLocation={!syncWithLocation}
      queryOptions={{
        onError: (error: unknown) => notify(errorMessage(error, 'Failed to fetch customers.'), 'error'),
      }}
    >
      <Card>
        <Stack direction="row" sx={{ px: 2, pt: 2, pb: 1 }}>
          <FilterLiveSearch
            source="q"
            label="Search customers"
            variant="outlined"
            sx={{ flex: 1, maxWidth: { sm: 360 } }}
          />
        </Stack>
        <CustomerRows showSalesRep={showSalesRep} actions={canChange ? menu : undefined} />
        <ListPagination />
      </Card>
      {dialogs}
    </ListBase>
  )
}

import AddIcon from '@mui/icons-material/Add'
import { Button } from '@mui/material'
import { Link } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import { ListCard } from '../common/ListCard.tsx'
import { ListScreen } from '../common/PageHeader.tsx'
import { DEFAULT_CUSTOMER_SORT } from '../dataProvider/index.ts'
import { ListExportMenu } from '../exports/index.ts'
import { useCustomerActions } from './CustomerActions.tsx'
import { CustomerRows } from './CustomerRows.tsx'

/** /customers (spec 2.5): by business name, searchable, paged; a row opens the form. */
export function CustomerList() {
  const canCreate = useCan('customers', 'create')
  return (
    <ListScreen
      title="Customers"
      actions={
        canCreate && (
          <Button component={Link} to="/customers/new" variant="contained" startIcon={<AddIcon />}>
            New Customer
          </Button>
        )
      }
    >
      <CustomersCard />
    </ListScreen>
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
  const showSalesRep = useCan('customers.salesRep', 'read')
  const canChange = useCan('customers', 'edit')
  const { menu, dialogs } = useCustomerActions()
  return (
    <ListCard
      resource="customers"
      sort={DEFAULT_CUSTOMER_SORT}
      filter={filter}
      storeKey={storeKey}
      syncWithLocation={syncWithLocation}
      searchLabel="Search customers"
      tools={<ListExportMenu name="customers" />}
      loadFailed="Failed to fetch customers."
      dialogs={dialogs}
    >
      <CustomerRows showSalesRep={showSalesRep} actions={canChange ? menu : undefined} />
    </ListCard>
  )
}

import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
import { Alert, Button, LinearProgress } from '@mui/material'
import { Link } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { OrderList } from '../orders/OrderList.tsx'
import { newOrderPath } from './phoneOrder.ts'
import { useRouteCustomer } from './useRouteCustomer.ts'

export const CUSTOMER_LOAD_FAILED = 'Unable to load customer details.'

/** /customers/:id/orders (spec 2.7): that customer's orders, with its name and account number. */
export function CustomerOrders() {
  const { customer, isPending, error } = useRouteCustomer()
  // A phone order: staff place one for this customer (admins and its reps; not auditors).
  const canOrder = useCan('orders', 'create')
  return (
    <Page>
      <PageHeader
        title={customer ? `${customer.businessName} Orders` : 'Orders'}
        subtitle={customer ? `Account # ${customer.accountNumber}` : undefined}
        backTo="/customers"
        backLabel="Back to customers"
        actions={
          customer && canOrder ? (
            <Button
              variant="contained"
              component={Link}
              to={newOrderPath(customer.id)}
              startIcon={<AddShoppingCartIcon />}
            >
              New order
            </Button>
          ) : undefined
        }
      />
      {isPending && <LinearProgress aria-label="Loading customer" />}
      {error || (!isPending && !customer) ? (
        <Alert severity="error">{CUSTOMER_LOAD_FAILED}</Alert>
      ) : (
        customer && <OrderList customerId={customer.id} />
      )}
    </Page>
  )
}

import { Alert, LinearProgress } from '@mui/material'
import { useGetOne } from 'react-admin'
import { useParams } from 'react-router-dom'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import type { Customer } from '../dataProvider/index.ts'
import { OrderList } from '../orders/OrderList.tsx'

export const CUSTOMER_LOAD_FAILED = 'Unable to load customer details.'

/** /customers/:id/orders (spec 2.7): that customer's orders, with its name and account number. */
export function CustomerOrders() {
  const { id = '' } = useParams()
  const customerId = Number(id)
  const {
    data: customer,
    isPending,
    error,
  } = useGetOne<Customer>('customers', { id: customerId }, { retry: false })
  return (
    <Page>
      <PageHeader
        title={customer ? `${customer.businessName} Orders` : 'Orders'}
        subtitle={customer ? `Account # ${customer.accountNumber}` : undefined}
        backTo="/customers"
        backLabel="Back to customers"
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

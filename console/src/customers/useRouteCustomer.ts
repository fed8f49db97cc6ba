import { useGetOne } from 'react-admin'
import { useParams } from 'react-router-dom'
import type { Customer } from '../dataProvider/index.ts'

/**
 * The customer a /customers/:id/… screen is about, as the route names it: a missing or foreign
 * id comes back as the data provider's error (404), not as a retry loop.
 */
export function useRouteCustomer() {
  const { id = '' } = useParams()
  const customerId = Number(id)
  const {
    data: customer,
    isPending,
    error,
  } = useGetOne<Customer>('customers', { id: customerId }, { retry: false })
  return { id, customerId, customer, isPending, error }
}

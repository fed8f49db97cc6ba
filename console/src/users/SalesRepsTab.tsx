import { useNavigate } from 'react-router-dom'
import { StaffUsersCard } from './StaffUsersCard.tsx'

export const salesUserPath = (id: number | string) => `/sales-users/${id}`

/** Spec 2.11: the sales reps by first name; a row opens /sales-users/{id}. */
export function SalesRepsTab() {
  const navigate = useNavigate()
  return (
    <StaffUsersCard
      resource="users"
      filter={{ role: 'sales' }}
      storeKey="users.sales"
      searchLabel="Search sales reps"
      emptyText="No sales reps found."
      loadFailed="Failed to load sales users."
      onOpen={(rep) => navigate(salesUserPath(rep.id))}
      extra={{
        label: 'Customers',
        render: (rep) => rep.customerCount ?? 0,
        caption: (rep) => `${rep.customerCount ?? 0} customers`,
      }}
    />
  )
}

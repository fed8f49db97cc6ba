import { Stack, Typography } from '@mui/material'
import { formatPhone } from '@provender/events'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import type { ReactNode } from 'react'
import { DataTable } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { CardRow } from '../common/CardRow.tsx'
import { CardList, EmptyList } from '../common/ListCard.tsx'
import { fullName } from '../common/useConsoleData.ts'
import type { Customer } from '../dataProvider/index.ts'

const Col = DataTable.Col<Customer>
const NO_CUSTOMERS = 'No customers found.'
export const editCustomerPath = (id: number | string) => `/customers/${id}/edit`
/** The customer page's delivery-days tab (issue 36), opened from the list's ⋮ menu. */
export const DELIVERY_DAYS_TAB = 'delivery-days'
export const deliveryDaysPath = (id: number | string) => `${editCustomerPath(id)}/${DELIVERY_DAYS_TAB}`

/**
 * The rows of a customers list: a table on a desktop, tappable blocks on a phone. A row
 * opens the customer's form (spec 2.5); `actions` renders its ⋮ menu.
 */
export function CustomerRows({
  showSalesRep,
  actions,
}: {
  showSalesRep: boolean
  actions?: (customer: Customer) => ReactNode
}) {
  const phone = usePhone()
  return phone ? (
    <CustomerCards showSalesRep={showSalesRep} actions={actions} />
  ) : (
    <DataTable<Customer>
      rowClick={(id) => editCustomerPath(id)}
      bulkActionButtons={false}
      empty={<EmptyList text={NO_CUSTOMERS} />}
    >
      <Col
        source="businessName"
        label="Business"
        render={(c) => (
          <>
            <Typography variant="body2" fontWeight={600}>
              {c.businessName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Account # {c.accountNumber}
            </Typography>
          </>
        )}
      />
      <Col source="lastName" label="Contact" render={(c) => fullName(c)} />
      <Col source="email" label="Email" />
      <Col label="Phone" disableSort render={(c) => formatPhone(c.phone)} />
      {showSalesRep && (
        <Col source="salesRep" label="Sales Rep" render={(c) => fullName(c.SalesUser) || 'Unassigned'} />
      )}
      {actions && <Col label="Actions" align="right" disableSort render={(c) => actions(c)} />}
    </DataTable>
  )
}

function CustomerCards({
  showSalesRep,
  actions,
}: {
  showSalesRep: boolean
  actions?: (customer: Customer) => ReactNode
}) {
  const navigate = useNavigate()
  return (
    <CardList<Customer>
      empty={NO_CUSTOMERS}
      card={(c) => (
        <CardRow onOpen={() => navigate(editCustomerPath(c.id))} actions={actions?.(c)}>
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Typography fontWeight={700}>{c.businessName}</Typography>
            <Typography variant="caption" color="text.secondary">
              Account # {c.accountNumber} · {fullName(c)}
            </Typography>
            {showSalesRep && (
              <Typography variant="caption" color="text.secondary">
                Sales Rep: {fullName(c.SalesUser) || 'Unassigned'}
              </Typography>
            )}
          </Stack>
        </CardRow>
      )}
    />
  )
}

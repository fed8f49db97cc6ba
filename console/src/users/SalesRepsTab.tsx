import { Box, Card, List, ListItem, ListItemButton, Stack, Typography } from '@mui/material'
import { formatPhone } from '@provender/events'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { DataTable, FilterLiveSearch, ListBase, useListContext } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { DEFAULT_PAGE_SIZE, ListPagination } from '../common/ListPagination.tsx'
import { fullName } from '../common/useConsoleData.ts'
import { usePhone } from '../common/usePhone.ts'
import { DEFAULT_USER_SORT, type StaffUser } from '../dataProvider/index.ts'

const Col = DataTable.Col<StaffUser>
export const salesUserPath = (id: number | string) => `/sales-users/${id}`

/** Spec 2.11: the sales reps by first name; a row opens /sales-users/{id}. */
export function SalesRepsTab() {
  const notify = useNotify()
  const phone = usePhone()
  return (
    <ListBase
      resource="users"
      filter={{ role: 'sales' }}
      sort={DEFAULT_USER_SORT}
      perPage={DEFAULT_PAGE_SIZE}
      storeKey="users.sales"
      disableSyncWithLocation
      queryOptions={{
        onError: (error: unknown) => notify(errorMessage(error, 'Failed to load sales users.'), 'error'),
      }}
    >
      <Card>
        <Stack direction="row" sx={{ px: 2, pt: 2, pb: 1 }}>
          <FilterLiveSearch
            source="q"
            label="Search sales reps"
            variant="outlined"
            sx={{ flex: 1, maxWidth: { sm: 360 } }}
          />
        </Stack>
        {phone ? (
          <SalesRepCards />
        ) : (
          <DataTable<StaffUser>
            rowClick={(id) => salesUserPath(id)}
            bulkActionButtons={false}
            empty={<NoReps />}
          >
            <Col source="firstName" label="Name" render={(u) => fullName(u)} />
            <Col source="email" label="Email" />
            <Col label="Phone" disableSort render={(u) => formatPhone(u.phone)} />
            <Col label="Customers" align="right" disableSort render={(u) => u.customerCount ?? 0} />
          </DataTable>
        )}
        <ListPagination />
      </Card>
    </ListBase>
  )
}

function SalesRepCards() {
  const { data, isPending } = useListContext<StaffUser>()
  const navigate = useNavigate()
  if (isPending) return null
  if (!data?.length) return <NoReps />
  return (
    <List disablePadding>
      {data.map((rep) => (
        <ListItem key={rep.id} disablePadding>
          <ListItemButton divider onClick={() => navigate(salesUserPath(rep.id))}>
            <Stack spacing={0.25}>
              <Typography fontWeight={700}>{fullName(rep)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {rep.email} · {rep.customerCount ?? 0} customers
              </Typography>
            </Stack>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  )
}

function NoReps() {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary">No sales reps found.</Typography>
    </Box>
  )
}

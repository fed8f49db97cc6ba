import {
  Alert,
  Box,
  Chip,
  LinearProgress,
  Link as MuiLink,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { fetchHistoryCustomers } from './historyApi.ts'

/** Every customer ever registered, deleted ones too: the auditors' way in to a history (/history). */
export function HistoryCustomerList() {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(0)
  const [limit, setLimit] = useState(25)
  const list = useQuery({
    queryKey: ['history', 'customers', search, page, limit],
    queryFn: () => fetchHistoryCustomers({ search, page: page + 1, limit }),
    placeholderData: keepPreviousData,
    retry: false,
  })
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: 26, sm: 32 } }}>
        Customer history
      </Typography>
      <TextField
        label="Search customers"
        size="small"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value)
          setPage(0)
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      />
      {list.isFetching && <LinearProgress aria-label="Loading customers" />}
      {list.error && <Alert severity="error">{errorMessage(list.error, 'Failed to get customers.')}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Customers, deleted ones included">
          <TableHead>
            <TableRow>
              <TableCell>Business</TableCell>
              <TableCell>Account #</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Owner</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(list.data?.customers ?? []).map((c) => (
              <TableRow key={c.id}>
                <TableCell>
                  <MuiLink component={Link} to={`/customers/${c.id}/history`}>
                    {c.businessName}
                  </MuiLink>
                  {c.deleted && <Chip size="small" color="warning" label="Deleted" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{c.accountNumber}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {c.salesUser?.name ?? '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={list.data?.totalCount ?? 0}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={limit}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onRowsPerPageChange={(e) => {
          setLimit(Number(e.target.value))
          setPage(0)
        }}
      />
    </Box>
  )
}

import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { CsvColumn } from './csv.ts'
import { ExportCsvButton } from './ExportCsvButton.tsx'
import { type AsOfPrice, fetchAsOf } from './historyApi.ts'
import { actorLabel, formatPrice, formatWhen, fromLocalInput, toLocalInput } from './historyFormat.ts'

const CSV_COLUMNS: CsvColumn<AsOfPrice>[] = [
  { header: 'Product id', value: (p) => p.productId },
  { header: 'Product', value: (p) => p.name },
  { header: 'Unit', value: (p) => (p.unitType === 'weight' ? 'lb' : 'pack') },
  { header: 'Price', value: (p) => p.price.toFixed(2) },
  { header: 'Since', value: (p) => p.since },
  { header: 'Set by', value: (p) => p.setBy.name },
]

/** The customer as it stood at a chosen instant: owner, details and the full price list. */
export function AsOfPanel({ customerId, fileStem }: { customerId: string; fileStem: string }) {
  const [input, setInput] = useState(() => toLocalInput(new Date()))
  const [at, setAt] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const asOf = useQuery({
    queryKey: ['history', customerId, 'as-of', at],
    queryFn: () => fetchAsOf(customerId, at!),
    enabled: at !== null,
    retry: false,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const instant = fromLocalInput(input)
    setInvalid(instant === null)
    if (instant) setAt(instant)
  }
  const data = asOf.data
  const day = at ? at.slice(0, 10) : ''

  return (
    <Stack spacing={2}>
      <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="As of"
          type="datetime-local"
          size="small"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          error={invalid}
          helperText={invalid ? 'Choose a date and a time.' : ' '}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { sm: 280 } }}
        />
        <Box>
          <Button type="submit" variant="contained">
            Show
          </Button>
        </Box>
      </Stack>
      {asOf.isFetching && <LinearProgress aria-label="Loading the customer as of that time" />}
      {asOf.error && <Alert severity="error">{errorMessage(asOf.error, 'Failed to get the history.')}</Alert>}
      {data && (
        <Stack spacing={2} aria-live="polite">
          {data.customer.status === 'not-yet' ? (
            <Alert severity="info">This customer did not exist yet on {formatWhen(data.at)}.</Alert>
          ) : (
            <Stack spacing={0.5}>
              <Typography variant="h6" component="h3">
                On {formatWhen(data.at)}
              </Typography>
              <Typography>
                {data.customer.businessName} · Account # {data.customer.accountNumber}
                {data.customer.status === 'deleted' ? ' · deleted' : ''}
              </Typography>
              <Typography>Owner: {data.salesUser ? data.salesUser.name : 'none'}</Typography>
            </Stack>
          )}
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <Typography variant="subtitle1" component="h3">
              Price list ({data.prices.length} lines)
            </Typography>
            <ExportCsvButton
              filename={`${fileStem}-prices-${day}.csv`}
              rows={data.prices}
              columns={CSV_COLUMNS}
            />
          </Stack>
          {data.prices.length > 0 && (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Price list as of that time">
                <TableHead>
                  <TableRow>
                    <TableCell>Product</TableCell>
                    <TableCell align="right">Price</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Since</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Set by</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.prices.map((p) => (
                    <TableRow key={p.productId}>
                      <TableCell>
                        {p.name}
                        <Typography variant="body2" color="text.secondary" component="span">
                          {' '}
                          ({p.unitType === 'weight' ? 'lb' : 'pack'})
                        </Typography>
                      </TableCell>
                      <TableCell align="right">{formatPrice(p.price)}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                        {formatWhen(p.since)}
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {actorLabel(p.setBy)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      )}
    </Stack>
  )
}

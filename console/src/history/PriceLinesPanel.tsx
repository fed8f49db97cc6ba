import {
  Alert,
  FormControl,
  InputLabel,
  LinearProgress,
  MenuItem,
  Paper,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import type { CsvColumn } from './csv.ts'
import { ExportCsvButton } from './ExportCsvButton.tsx'
import { fetchPriceLines, type PriceChange, type PriceLine } from './historyApi.ts'
import { actorLabel, formatPrice, formatWhen } from './historyFormat.ts'

const PriceChart = lazy(() => import('./PriceChart.tsx'))

const CSV_COLUMNS: CsvColumn<PriceChange>[] = [
  { header: 'When', value: (c) => c.at },
  { header: 'Change', value: (c) => c.kind },
  { header: 'Old price', value: (c) => c.oldPrice?.toFixed(2) },
  { header: 'New price', value: (c) => c.newPrice?.toFixed(2) },
  { header: 'Who', value: (c) => c.actor.name },
  { header: 'Role', value: (c) => c.actor.role },
]

const lineLabel = (line: PriceLine) =>
  line.product
    ? `${line.product.name} (${line.product.unitType === 'weight' ? 'lb' : 'pack'})`
    : line.productId

/** Each product line's negotiated price over time, who changed it, and the last price paid. */
export function PriceLinesPanel({ customerId, fileStem }: { customerId: string; fileStem: string }) {
  const lines = useQuery({
    queryKey: ['history', customerId, 'prices'],
    queryFn: () => fetchPriceLines(customerId),
    retry: false,
  })
  const [chosen, setChosen] = useState('')
  const all = lines.data?.lines ?? []
  const line = all.find((l) => l.productId === chosen) ?? all[0]

  if (lines.isPending) return <LinearProgress aria-label="Loading the price lines" />
  if (lines.error)
    return <Alert severity="error">{errorMessage(lines.error, 'Failed to get the history.')}</Alert>
  if (!line)
    return <Typography color="text.secondary">No product was ever priced for this customer.</Typography>

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 280 }}>
          <InputLabel id="price-line-label">Product line</InputLabel>
          <Select
            labelId="price-line-label"
            label="Product line"
            value={line.productId}
            onChange={(e) => setChosen(e.target.value)}
          >
            {all.map((l) => (
              <MenuItem key={l.productId} value={l.productId}>
                {lineLabel(l)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <ExportCsvButton
          filename={`${fileStem}-price-${line.productId}.csv`}
          rows={line.changes}
          columns={CSV_COLUMNS}
        />
      </Stack>
      <Typography>
        Now: {line.currentPrice === null ? 'not on the list' : formatPrice(line.currentPrice)}
        {line.lastPaid &&
          ` · Last paid ${formatPrice(line.lastPaid.price)} on order #${line.lastPaid.orderId} (${formatWhen(line.lastPaid.at)}), when the negotiated price was ${formatPrice(line.lastPaid.negotiatedPrice)}`}
      </Typography>
      <Suspense fallback={<LinearProgress aria-label="Loading the chart" />}>
        <PriceChart changes={line.changes} label={lineLabel(line)} />
      </Suspense>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={`Price changes of ${lineLabel(line)}`}>
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Change</TableCell>
              <TableCell>Who</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...line.changes].reverse().map((c) => (
              <TableRow key={`${c.at}-${c.kind}-${c.newPrice}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(c.at)}</TableCell>
                <TableCell>
                  {c.kind === 'added'
                    ? `Added at ${formatPrice(c.newPrice)}`
                    : c.kind === 'removed'
                      ? `Removed (was ${formatPrice(c.oldPrice)})`
                      : `${formatPrice(c.oldPrice)} → ${formatPrice(c.newPrice)}`}
                </TableCell>
                <TableCell>{actorLabel(c.actor)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  )
}

import { FormControl, InputLabel, LinearProgress, MenuItem, Select, Stack, Typography } from '@mui/material'
import { formatPlainAmount } from '@provender/web-shared/format/index.ts'
import { lazy, Suspense, useState } from 'react'
import type { PriceChange, PriceLine } from '../dataProvider/index.ts'
import type { CsvColumn } from './csv.ts'
import { ExportCsvButton } from './ExportCsvButton.tsx'
import { type HistoryColumn, HistoryTable } from './HistoryTable.tsx'
import { actorLabel, formatPrice, formatWhen } from './historyFormat.ts'
import { ReadState } from './ReadState.tsx'
import { useHistoryRead } from './useHistoryRead.ts'

const PriceChart = lazy(() => import('./PriceChart.tsx'))

const CSV_COLUMNS: CsvColumn<PriceChange>[] = [
  { header: 'When', value: (c) => c.at },
  { header: 'Change', value: (c) => c.kind },
  { header: 'Old price', value: (c) => (c.oldPrice == null ? undefined : formatPlainAmount(c.oldPrice)) },
  { header: 'New price', value: (c) => (c.newPrice == null ? undefined : formatPlainAmount(c.newPrice)) },
  { header: 'Who', value: (c) => c.actor.name },
  { header: 'Role', value: (c) => c.actor.role },
]

const lineLabel = (line: PriceLine) =>
  line.product
    ? `${line.product.name} (${line.product.unitType === 'weight' ? 'lb' : 'pack'})`
    : line.productId

const CHANGE_COLUMNS: HistoryColumn<PriceChange>[] = [
  { header: 'When', cell: (c) => formatWhen(c.at), nowrap: true },
  {
    header: 'Change',
    cell: (c) =>
      c.kind === 'added'
        ? `Added at ${formatPrice(c.newPrice)}`
        : c.kind === 'removed'
          ? `Removed (was ${formatPrice(c.oldPrice)})`
          : `${formatPrice(c.oldPrice)} → ${formatPrice(c.newPrice)}`,
  },
  { header: 'Who', cell: (c) => actorLabel(c.actor) },
]

/** Each product line's negotiated price over time, who changed it, and the last price paid. */
export function PriceLinesPanel({ customerId, fileStem }: { customerId: string; fileStem: string }) {
  const lines = useHistoryRead(customerId, ['prices'], (data) => data.historyPriceLines(customerId))
  const [chosen, setChosen] = useState('')
  const all = lines.data?.lines ?? []
  const line = all.find((l) => l.productId === chosen) ?? all[0]

  if (!lines.data) return <ReadState read={lines} loading="Loading the price lines" />
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
      <HistoryTable
        label={`Price changes of ${lineLabel(line)}`}
        columns={CHANGE_COLUMNS}
        rows={[...line.changes].reverse()}
        rowKey={(c) => `${c.at}-${c.kind}-${c.newPrice}`}
      />
    </Stack>
  )
}

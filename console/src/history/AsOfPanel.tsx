import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material'
import { formatPlainAmount } from '@provender/web-shared/format/index.ts'
import { type FormEvent, useState } from 'react'
import type { AsOfPrice } from '../dataProvider/index.ts'
import type { CsvColumn } from './csv.ts'
import { ExportCsvButton } from './ExportCsvButton.tsx'
import { type HistoryColumn, HistoryTable } from './HistoryTable.tsx'
import { actorLabel, formatPrice, formatWhen, fromLocalInput, toLocalInput } from './historyFormat.ts'
import { ReadState } from './ReadState.tsx'
import { useHistoryRead } from './useHistoryRead.ts'

const unitOf = (p: AsOfPrice) => (p.unitType === 'weight' ? 'lb' : 'pack')

const CSV_COLUMNS: CsvColumn<AsOfPrice>[] = [
  { header: 'Product id', value: (p) => p.productId },
  { header: 'Product', value: (p) => p.name },
  { header: 'Unit', value: unitOf },
  { header: 'Price', value: (p) => formatPlainAmount(p.price) },
  { header: 'Since', value: (p) => p.since },
  { header: 'Set by', value: (p) => p.setBy.name },
]

const PRICE_COLUMNS: HistoryColumn<AsOfPrice>[] = [
  {
    header: 'Product',
    cell: (p) => (
      <>
        {p.name}
        <Typography variant="body2" color="text.secondary" component="span">
          {' '}
          ({unitOf(p)})
        </Typography>
      </>
    ),
  },
  { header: 'Price', cell: (p) => formatPrice(p.price), align: 'right' },
  { header: 'Since', cell: (p) => formatWhen(p.since), nowrap: true, hideOnPhone: true },
  { header: 'Set by', cell: (p) => actorLabel(p.setBy), hideOnPhone: true },
]

/** The customer as it stood at a chosen instant: owner, details and the full price list. */
export function AsOfPanel({ customerId, fileStem }: { customerId: string; fileStem: string }) {
  const [input, setInput] = useState(() => toLocalInput(new Date()))
  const [at, setAt] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const asOf = useHistoryRead(customerId, ['as-of', at], (data) => data.historyAsOf(customerId, at ?? ''), {
    enabled: at !== null,
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
      <ReadState read={asOf} loading="Loading the customer as of that time" />
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
            <HistoryTable
              label="Price list as of that time"
              columns={PRICE_COLUMNS}
              rows={data.prices}
              rowKey={(p) => p.productId}
            />
          )}
        </Stack>
      )}
    </Stack>
  )
}

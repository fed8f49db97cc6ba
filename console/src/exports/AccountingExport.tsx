import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { apiFile } from '@provender/web-shared/api.ts'
import { useState } from 'react'
import { DialogFrame } from '../common/DialogFrame.tsx'
import { useDownload } from '../history/useDownload.ts'
import { accountingRangeProblem } from './exportQuery.ts'

const today = () => {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

/** The systems whose import limits the parts keep to (docs/accounting.md). */
const TARGETS = [
  { value: 'quickbooks', label: 'QuickBooks Online (100 invoices a file)' },
  { value: 'xero', label: 'Xero (500 invoices a file)' },
] as const
type Target = (typeof TARGETS)[number]['value']

/**
 * The bookkeeper's export: fulfilled orders of a date range as invoice lines, in the layout
 * QuickBooks Online and Xero import, as a zip of numbered CSV parts each within the chosen
 * system's limits, since either refuses a longer file whole (docs/accounting.md, issue 35).
 */
export function AccountingExport() {
  const { busy, download } = useDownload()
  const [open, setOpen] = useState(false)
  const [from, setFrom] = useState(today)
  const [to, setTo] = useState(today)
  const [target, setTarget] = useState<Target>('quickbooks')
  const problem = accountingRangeProblem(from, to)
  const save = async () => {
    const saved = await download(`invoices-${from}-to-${to}-${target}.zip`, () =>
      apiFile('/api/exports/accounting.zip', { query: { from, to, target } }),
    )
    if (saved) setOpen(false)
  }
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ReceiptLongIcon />}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        Accounting export
      </Button>
      <DialogFrame
        open={open}
        onClose={() => setOpen(false)}
        title="Accounting export"
        actions={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="contained" disabled={problem !== null || busy} onClick={save}>
              {busy ? 'Exporting…' : 'Download'}
            </Button>
          </>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Orders fulfilled on these days, one line per shipped line at the final totals: a zip of CSV files,
          each small enough for the system to import.
        </Typography>
        <TextField
          select
          label="For"
          value={target}
          onChange={(e) => setTarget(e.target.value as Target)}
          fullWidth
          sx={{ mb: 2 }}
        >
          {TARGETS.map((t) => (
            <MenuItem key={t.value} value={t.value}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="First day"
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Last day"
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={problem !== null}
            helperText={problem ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogFrame>
    </>
  )
}

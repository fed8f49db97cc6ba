import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material'
import { formatMoney } from '@provender/events'
import type { DisplayLine } from './orderLines.ts'

export const ESTIMATE_NOTE = 'Actual totals may vary depending on incoming product weight.'

/** Product / Quantity / Price with the estimated total, for the confirmation and the history dialog. */
export function LineItemsTable({ lines, totalCents }: { lines: readonly DisplayLine[]; totalCents: number }) {
  return (
    <>
      <Table size="small" aria-label="Order items">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell>Quantity</TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key}>
              <TableCell>{line.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.quantity}</TableCell>
              <TableCell align="right">{formatMoney(line.cents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.95rem' }}>
              Estimated Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.95rem' }}>
              {formatMoney(totalCents)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {ESTIMATE_NOTE}
      </Typography>
    </>
  )
}

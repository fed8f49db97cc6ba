import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material'
import { formatMoney } from '@provender/events'
import type { DisplayLine } from './orderLines.ts'

export const ESTIMATE_NOTE = 'Actual totals may vary depending on incoming product weight.'
export const FINAL_NOTE = 'The final total is what shipped, at the prices of your order.'

const totalCell = { fontWeight: 700, color: 'text.primary', fontSize: '0.95rem' } as const

/**
 * Product / Quantity / Price with the estimated total, for the confirmation and the history
 * dialog; once fulfilled, how each line shipped and the final total beside the estimate.
 */
export function LineItemsTable({
  lines,
  totalCents,
  finalTotalCents = null,
}: {
  lines: readonly DisplayLine[]
  totalCents: number
  finalTotalCents?: number | null
}) {
  const settled = finalTotalCents !== null
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
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {line.quantity}
                {line.shipped && (
                  <Typography
                    variant="caption"
                    component="div"
                    fontWeight={600}
                    sx={{ whiteSpace: 'normal' }}
                  >
                    {line.shipped}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">
                {formatMoney(line.shippedCents ?? line.cents)}
                {typeof line.shippedCents === 'number' && line.shippedCents !== line.cents && (
                  <Typography
                    variant="caption"
                    component="div"
                    color="text.secondary"
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    est. {formatMoney(line.cents)}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2} sx={settled ? { color: 'text.secondary' } : totalCell}>
              Estimated Total
            </TableCell>
            <TableCell align="right" sx={settled ? { color: 'text.secondary' } : totalCell}>
              {formatMoney(totalCents)}
            </TableCell>
          </TableRow>
          {settled && (
            <TableRow>
              <TableCell colSpan={2} sx={totalCell}>
                Final Total
              </TableCell>
              <TableCell align="right" sx={totalCell}>
                {formatMoney(finalTotalCents)}
              </TableCell>
            </TableRow>
          )}
        </TableFooter>
      </Table>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {settled ? FINAL_NOTE : ESTIMATE_NOTE}
      </Typography>
    </>
  )
}

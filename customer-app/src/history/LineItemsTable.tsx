import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material'
import { formatMoneyCents } from '@provender/web-shared/format/index.ts'
import { Fragment } from 'react'
import { ESTIMATE_NOTE } from './estimateNote.ts'
import type { DisplayLine } from './orderLines.ts'

export { ESTIMATE_NOTE } from './estimateNote.ts'
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
            <Fragment key={line.key}>
              <TableRow sx={line.shipped ? { '& td': { borderBottom: 'none' } } : undefined}>
                <TableCell>{line.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.quantity}</TableCell>
                <TableCell align="right">
                  {formatMoneyCents(line.shippedCents ?? line.cents)}
                  {typeof line.shippedCents === 'number' && line.shippedCents !== line.cents && (
                    <Typography
                      variant="caption"
                      component="div"
                      color="text.secondary"
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      est. {formatMoneyCents(line.cents)}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
              {line.shipped && (
                // How the line shipped gets the whole width, so it reads in one line on a phone.
                <TableRow>
                  <TableCell colSpan={3} sx={{ pt: 0, fontWeight: 600, color: 'text.primary' }}>
                    {line.shipped}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2} sx={settled ? { color: 'text.secondary' } : totalCell}>
              Estimated Total
            </TableCell>
            <TableCell align="right" sx={settled ? { color: 'text.secondary' } : totalCell}>
              {formatMoneyCents(totalCents)}
            </TableCell>
          </TableRow>
          {settled && (
            <TableRow>
              <TableCell colSpan={2} sx={totalCell}>
                Final Total
              </TableCell>
              <TableCell align="right" sx={totalCell}>
                {formatMoneyCents(finalTotalCents)}
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

import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material'
import { substitutedText } from '@provender/web-shared/format/index.ts'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { Fragment } from 'react'
import type { Order } from '../dataProvider/index.ts'
import { formatPrice, itemName, quantityLabel, shippedLine, unitPriceLabel } from './orderFormat.ts'

const totalCell = { fontWeight: 700, color: 'text.primary', fontSize: 15 } as const
const estimateCell = { color: 'text.secondary', fontSize: 14, borderBottom: 'none' } as const

/**
 * Line items with their total; once fulfilled, what shipped where it differs, each line's total
 * of what shipped, and the final total beside the estimate. A phone folds the unit price under
 * the quantity to keep names readable.
 */
export function OrderItemsTable({ order }: { order: Order }) {
  const small = usePhone()
  return (
    <Table size="small" aria-label="Order items" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell>Quantity</TableCell>
          {!small && <TableCell align="right">Price</TableCell>}
          <TableCell align="right">Line Total</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {order.OrderItems.map((item) => {
          // Issue 36: what shipped in the line's place reads with how the line shipped.
          const shipped =
            [shippedLine(item), item.substitute ? substitutedText(item.substitute, itemName(item)) : null]
              .filter(Boolean)
              .join(' · ') || null
          return (
            <Fragment key={item.id}>
              <TableRow sx={shipped ? { '& td': { borderBottom: 'none' } } : undefined}>
                <TableCell>
                  <Typography variant="body2" fontWeight={600}>
                    {itemName(item)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {item.productId}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {quantityLabel(item)}
                  {small && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {unitPriceLabel(item)}
                    </Typography>
                  )}
                </TableCell>
                {!small && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {unitPriceLabel(item)}
                  </TableCell>
                )}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(item.shippedLineTotal ?? item.lineTotal)}
                  {item.shippedLineTotal != null && item.shippedLineTotal !== item.lineTotal && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      est. {formatPrice(item.lineTotal)}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
              {shipped && (
                // How the line shipped gets the whole width, so it reads in one line on a phone.
                <TableRow>
                  <TableCell colSpan={small ? 3 : 4} sx={{ pt: 0, fontWeight: 600, color: 'text.primary' }}>
                    {shipped}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          )
        })}
      </TableBody>
      <TableFooter>
        {order.finalTotal != null && (
          <TableRow>
            <TableCell colSpan={small ? 2 : 3} align="right" sx={estimateCell}>
              Estimated Total
            </TableCell>
            <TableCell align="right" sx={estimateCell}>
              {formatPrice(order.estimatedTotal ?? order.totalPrice)}
            </TableCell>
          </TableRow>
        )}
        <TableRow>
          <TableCell colSpan={small ? 2 : 3} align="right" sx={totalCell}>
            {order.finalTotal != null ? 'Final Total' : 'Order Total'}
          </TableCell>
          <TableCell align="right" sx={totalCell}>
            {formatPrice(order.totalPrice)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  )
}

import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import type { Order } from '../dataProvider/index.ts'
import { formatPrice, itemName, quantityLabel, unitPriceLabel } from './orderFormat.ts'

const totalCell = { fontWeight: 700, color: 'text.primary', fontSize: 15 } as const

/** Line items with their total. A phone folds the unit price under the quantity to keep names readable. */
export function OrderItemsTable({ order }: { order: Order }) {
  const theme = useTheme()
  const small = useMediaQuery(theme.breakpoints.down('sm'))
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
        {order.OrderItems.map((item) => (
          <TableRow key={item.id}>
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
              {formatPrice(item.lineTotal)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={small ? 2 : 3} align="right" sx={totalCell}>
            Order Total
          </TableCell>
          <TableCell align="right" sx={totalCell}>
            {formatPrice(order.totalPrice)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  )
}

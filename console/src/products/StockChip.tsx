import { Chip } from '@mui/material'
import type { Product } from '../dataProvider/index.ts'
import { availabilityOfProduct, stockLabel } from './productStock.ts'

/** The product's stock in the list: quiet when available, warning when limited, error when out. */
export function StockChip({ product }: { product: Product }) {
  const { status } = availabilityOfProduct(product)
  const color = status === 'out' ? 'error' : status === 'limited' ? 'warning' : 'default'
  return (
    <Chip
      size="small"
      variant={status === 'available' ? 'outlined' : 'filled'}
      color={color}
      label={stockLabel(product)}
      data-testid="product-stock"
      sx={{ alignSelf: 'flex-start' }}
    />
  )
}

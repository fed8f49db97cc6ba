import Star from '@mui/icons-material/Star'
import StarBorder from '@mui/icons-material/StarBorder'
import { Box, IconButton, Stack, Typography } from '@mui/material'
import type { QuantityType } from '@provender/events'
import type { ReactNode } from 'react'
import { formatMoneyCents } from '../format/index.ts'
import { type CartLine, lineCents, lineProblem } from './cart.ts'
import { quantityTypesOf } from './catalog.ts'
import { priceLabel } from './pricing.ts'
import { QuantityStepper } from './QuantityStepper.tsx'
import type { CustomerProduct } from './types.ts'

/**
 * One product of the order guide or the review: its name and price, a − / + stepper and unit
 * switch, the line's estimate, and what the app adds (a favourite star, a price move).
 */
export function GuideLine({
  product,
  line,
  disabled = false,
  onAmount,
  onStep,
  onQuantityType,
  onFavorite,
  favoritePending = false,
  notice,
}: {
  product: CustomerProduct
  line: CartLine
  disabled?: boolean
  onAmount: (amount: string) => void
  onStep: (direction: 1 | -1) => void
  onQuantityType: (quantityType: QuantityType) => void
  onFavorite?: (favorite: boolean) => void
  favoritePending?: boolean
  notice?: ReactNode
}) {
  const problem = lineProblem(line)
  const cents = lineCents(product, line)
  const favorite = Boolean(product.favorite)
  return (
    <Box sx={{ py: 1.5, px: { xs: 1.5, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" alignItems="flex-start" spacing={1}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography fontWeight={600} component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Typography>
          <Typography variant="body2" color="primary" fontWeight={600}>
            {priceLabel(product)}
          </Typography>
          {notice}
        </Box>
        {onFavorite && (
          <IconButton
            aria-label={
              favorite ? `Remove ${product.name} from favorites` : `Add ${product.name} to favorites`
            }
            aria-pressed={favorite}
            disabled={favoritePending}
            onClick={() => onFavorite(!favorite)}
            sx={{ width: 44, height: 44, mt: -0.5 }}
          >
            {favorite ? <Star sx={{ color: '#8a5a00' }} /> : <StarBorder />}
          </IconButton>
        )}
      </Stack>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1} sx={{ mt: 1 }}>
        <QuantityStepper
          name={product.name}
          line={line}
          types={quantityTypesOf(product)}
          disabled={disabled}
          invalid={Boolean(problem)}
          onAmount={onAmount}
          onStep={onStep}
          onQuantityType={onQuantityType}
        />
        <Typography fontWeight={700} sx={{ flexShrink: 0 }}>
          {cents > 0 ? formatMoneyCents(cents) : ''}
        </Typography>
      </Stack>
      {problem && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          {problem}
        </Typography>
      )}
    </Box>
  )
}

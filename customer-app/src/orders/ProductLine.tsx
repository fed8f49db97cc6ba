import Star from '@mui/icons-material/Star'
import {
  Box,
  InputAdornment,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import { formatMoney, type QuantityType } from '@provender/events'
import { type CartLine, lineCents, lineProblem } from './cart.ts'
import { productKey, quantityTypesOf } from './catalog.ts'
import { priceLabel } from './pricing.ts'
import type { CustomerProduct } from './types.ts'

const UNIT_NAME: Record<QuantityType, string> = { pack: 'Pack', case: 'Case', weight: 'lb' }

export interface ProductLineProps {
  product: CustomerProduct
  line: CartLine
  disabled: boolean
  onAmount: (amount: string) => void
  onQuantityType: (quantityType: QuantityType) => void
}

/** One product with its price, unit choice and quantity; stacks on a phone. */
export function ProductLine({ product, line, disabled, onAmount, onQuantityType }: ProductLineProps) {
  const types = quantityTypesOf(product)
  const isWeight = line.quantityType === 'weight'
  const problem = lineProblem(line)
  const total = lineCents(product, line)
  const inputId = `qty-${productKey(product)}`

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.25, sm: 2 }}
      alignItems={{ xs: 'stretch', sm: 'center' }}
      sx={{ px: { xs: 2, sm: 2.5 }, py: 1.75, bgcolor: total > 0 ? 'rgba(29, 82, 52, 0.04)' : undefined }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="label" htmlFor={inputId} fontWeight={600} sx={{ display: 'flex', gap: 0.5 }}>
          {product.favorite && (
            <Star fontSize="small" sx={{ color: 'secondary.main' }} aria-label="Favorite" />
          )}
          {product.name}
        </Typography>
        {product.description && (
          <Typography variant="body2" color="text.secondary">
            {product.description}
          </Typography>
        )}
        <Typography variant="body2" color="primary" fontWeight={600} sx={{ mt: 0.25 }}>
          {priceLabel(product)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ flexShrink: 0 }}>
        {types.length > 1 && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={line.quantityType}
            onChange={(_e, next: QuantityType | null) => next && onQuantityType(next)}
            aria-label={`Unit for ${product.name}`}
            disabled={disabled}
            color="primary"
            sx={{ height: 40 }}
          >
            {types.map((type) => (
              <ToggleButton key={type} value={type} sx={{ px: 1.5, fontWeight: 600 }}>
                {UNIT_NAME[type]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <TextField
          id={inputId}
          type="number"
          size="small"
          placeholder="0"
          value={line.amount}
          onChange={(e) => onAmount(e.target.value)}
          onWheel={(e) => (e.target as HTMLElement).blur()}
          error={Boolean(problem)}
          helperText={problem ?? (total > 0 ? formatMoney(total) : ' ')}
          disabled={disabled}
          sx={{ width: { xs: types.length > 1 ? 'auto' : '100%', sm: 150 }, flexGrow: { xs: 1, sm: 0 } }}
          slotProps={{
            htmlInput: {
              min: 0,
              step: isWeight ? 0.01 : 1,
              inputMode: isWeight ? 'decimal' : 'numeric',
              'aria-label': `Quantity of ${product.name}`,
            },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  {isWeight ? 'lb' : line.quantityType === 'case' ? 'cs' : 'pk'}
                </InputAdornment>
              ),
            },
            formHelperText: { sx: { textAlign: 'right', mx: 0.5 } },
          }}
        />
      </Stack>
    </Stack>
  )
}

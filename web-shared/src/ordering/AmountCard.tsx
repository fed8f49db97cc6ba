import { Card, InputAdornment, Stack, TextField, Typography } from '@mui/material'
import type { QuantityType } from '@provender/events'
import { type ReactNode, useId } from 'react'
import { formatMoneyCents } from '../format/index.ts'
import { type CartLine, lineCents, lineProblem } from './cart.ts'
import { quantityTypesOf } from './catalog.ts'
import { priceLabel } from './pricing.ts'
import type { CustomerProduct } from './types.ts'
import { UnitToggle } from './UnitToggle.tsx'

const UNIT_SUFFIX: Record<QuantityType, string> = { pack: 'packs', case: 'cases', weight: 'lb' }

/** Spec 2.14 step 2: one chosen product, its unit (pack or case, or weight) and its amount. */
export function AmountCard({
  product,
  line,
  disabled,
  onAmount,
  onQuantityType,
  children,
}: {
  product: CustomerProduct
  line: CartLine
  disabled: boolean
  onAmount: (amount: string) => void
  onQuantityType: (quantityType: QuantityType) => void
  /** Inside the card, under the amount (the console's "Substitute OK", issue 36). */
  children?: ReactNode
}) {
  const types = quantityTypesOf(product)
  const isWeight = line.quantityType === 'weight'
  const problem = lineProblem(line)
  const total = lineCents(product, line)
  const inputId = useId()

  return (
    <Card variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 2 }}
        alignItems={{ xs: 'stretch', sm: 'center' }}
      >
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography fontWeight={600} component="h3">
            {product.name}
          </Typography>
          <Typography variant="body2" color="primary" fontWeight={600}>
            {priceLabel(product)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ flexShrink: 0 }}>
          {types.length > 1 && (
            <UnitToggle
              name={product.name}
              types={types}
              value={line.quantityType}
              disabled={disabled}
              onChange={onQuantityType}
            />
          )}
          <TextField
            id={inputId}
            placeholder="0"
            value={line.amount}
            onChange={(e) => onAmount(e.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? (total > 0 ? formatMoneyCents(total) : ' ')}
            disabled={disabled}
            sx={{ width: { xs: types.length > 1 ? 'auto' : '100%', sm: 160 }, flexGrow: { xs: 1, sm: 0 } }}
            slotProps={{
              htmlInput: {
                inputMode: isWeight ? 'decimal' : 'numeric',
                autoComplete: 'off',
                enterKeyHint: 'done',
                'aria-label': `Quantity of ${product.name}`,
                sx: { py: 1.5, fontSize: '1.1rem' },
              },
              input: {
                endAdornment: (
                  <InputAdornment position="end">{UNIT_SUFFIX[line.quantityType]}</InputAdornment>
                ),
              },
              formHelperText: { sx: { textAlign: 'right', mx: 0.5 } },
            }}
          />
        </Stack>
      </Stack>
      {children}
    </Card>
  )
}

import Add from '@mui/icons-material/Add'
import Remove from '@mui/icons-material/Remove'
import { IconButton, Stack, TextField } from '@mui/material'
import type { QuantityType } from '@provender/events'
import { unitWord } from '../format/index.ts'
import type { CartLine } from './cart.ts'
import { canStepDown, canStepUp } from './stepper.ts'
import { UnitToggle } from './UnitToggle.tsx'

const TAP = { width: 44, height: 44 }

/**
 * A line's amount where the product is shown (issue 24): − and + a whole pack or case (a pound
 * by weight, typed decimals kept), the number pad on a phone, and the unit switch when the
 * product is sold by pack and by case. Each tap is one step: no repeat while held.
 */
export function QuantityStepper({
  name,
  line,
  types,
  disabled = false,
  invalid = false,
  onAmount,
  onStep,
  onQuantityType,
}: {
  name: string
  line: CartLine
  types: readonly QuantityType[]
  disabled?: boolean
  invalid?: boolean
  onAmount: (amount: string) => void
  onStep: (direction: 1 | -1) => void
  onQuantityType: (quantityType: QuantityType) => void
}) {
  const isWeight = line.quantityType === 'weight'
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
      {types.length > 1 && (
        <UnitToggle
          compact
          name={name}
          types={types}
          value={line.quantityType}
          disabled={disabled}
          onChange={onQuantityType}
        />
      )}
      <Stack direction="row" alignItems="center" spacing={0.5}>
        <IconButton
          aria-label={`One ${unitWord(line.quantityType)} less of ${name}`}
          disabled={disabled || !canStepDown(line.amount)}
          onClick={() => onStep(-1)}
          sx={{ ...TAP, border: 1, borderColor: 'divider' }}
        >
          <Remove />
        </IconButton>
        <TextField
          placeholder="0"
          value={line.amount}
          onChange={(e) => onAmount(e.target.value)}
          error={invalid}
          disabled={disabled}
          // The whole field is the thumb's target: 44 px tall like the buttons beside it.
          sx={{ width: 76, '& .MuiInputBase-root': { minHeight: 44 } }}
          slotProps={{
            htmlInput: {
              inputMode: isWeight ? 'decimal' : 'numeric',
              autoComplete: 'off',
              enterKeyHint: 'done',
              'aria-label': `Quantity of ${name}`,
              sx: { py: 1.1, px: 1, textAlign: 'center', fontSize: '1.05rem' },
            },
          }}
        />
        <IconButton
          aria-label={`One ${unitWord(line.quantityType)} more of ${name}`}
          disabled={disabled || !canStepUp(line.amount)}
          onClick={() => onStep(1)}
          sx={{ ...TAP, border: 1, borderColor: 'primary.main', color: 'primary.main' }}
        >
          <Add />
        </IconButton>
      </Stack>
    </Stack>
  )
}

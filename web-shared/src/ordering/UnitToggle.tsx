import Check from '@mui/icons-material/Check'
import { ToggleButton, ToggleButtonGroup } from '@mui/material'
import type { QuantityType } from '@provender/events'
import { UNIT_NAME } from './catalog.ts'

/**
 * The switch between the units a product is sold in (pack and case), the chosen one filled.
 * `compact` fits it beside a stepper in a list row; otherwise it is the wizard card's larger
 * switch, which also ticks the chosen unit.
 */
export function UnitToggle({
  name,
  types,
  value,
  disabled = false,
  compact = false,
  onChange,
}: {
  name: string
  types: readonly QuantityType[]
  value: QuantityType
  disabled?: boolean
  compact?: boolean
  onChange: (quantityType: QuantityType) => void
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size={compact ? 'small' : 'medium'}
      value={value}
      onChange={(_e, next: QuantityType | null) => next && onChange(next)}
      aria-label={`Unit for ${name}`}
      disabled={disabled}
      sx={compact ? undefined : { height: 48 }}
    >
      {types.map((type) => (
        <ToggleButton
          key={type}
          value={type}
          sx={{
            ...(compact ? { minWidth: 52, height: 44 } : { px: 1.5, minWidth: 64, gap: 0.5 }),
            fontWeight: 700,
            '&.Mui-selected, &.Mui-selected:hover': {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            },
          }}
        >
          {!compact && value === type && <Check fontSize="small" />}
          {UNIT_NAME[type]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}

import { Box, Button, Typography } from '@mui/material'
import type { QuantityType } from '@provender/events'
import type { ReactNode } from 'react'
import { unitWord } from '../format/index.ts'
import { GuideLineRoot } from './guideLineStyle.tsx'
import { StepperRow } from './QuantityStepper.tsx'
import { type DraftLine, draftProblem } from './standingDraft.ts'
import { stepped } from './stepper.ts'

/**
 * A standing order's lines being edited, in both apps: each with its stepper, what is wrong with
 * its amount, and Remove. `unitsOf` offers the units a product is sold in (the unit switch when
 * there are two); without it a line keeps its own unit. A new unit starts the amount again, as on
 * an order (spec 4). `lineExtra` stands under a line's amount (the console's "Substitute OK",
 * issue 36).
 */
export function StandingLines({
  lines,
  disabled,
  unitsOf = (line) => [line.quantityType],
  lineExtra,
  onChange,
  onRemove,
}: {
  lines: readonly DraftLine[]
  disabled: boolean
  unitsOf?: (line: DraftLine) => QuantityType[]
  lineExtra?: (line: DraftLine) => ReactNode
  onChange: (productId: string, change: Partial<DraftLine>) => void
  onRemove: (productId: string) => void
}) {
  return (
    <Box component="ul" aria-label="Lines" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line) => {
        const units = unitsOf(line)
        return (
          <GuideLineRoot as="li" key={line.productId} sx={{ px: { xs: 0, sm: 0 } }}>
            <h3 className="pv-name">{line.name}</h3>
            {units.length === 1 && (
              <Typography variant="body2" color="text.secondary">
                {line.quantityType === 'weight' ? 'In lb' : `In ${unitWord(line.quantityType)}s`}
              </Typography>
            )}
            <StepperRow
              name={line.name}
              line={line}
              types={units}
              disabled={disabled}
              problem={draftProblem(line)}
              wrap
              onAmount={(amount) => onChange(line.productId, { amount })}
              onStep={(direction) =>
                onChange(line.productId, { amount: stepped(line.amount, line.quantityType, direction) })
              }
              onQuantityType={(quantityType) => onChange(line.productId, { quantityType, amount: '' })}
            >
              <Button
                color="error"
                disabled={disabled}
                aria-label={`Remove ${line.name}`}
                onClick={() => onRemove(line.productId)}
                sx={{ minHeight: 44 }}
              >
                Remove
              </Button>
            </StepperRow>
            {lineExtra?.(line)}
          </GuideLineRoot>
        )
      })}
    </Box>
  )
}

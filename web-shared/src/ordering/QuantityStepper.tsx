import type { QuantityType } from '@provender/events'
import type { ReactNode } from 'react'
import { unitWord } from '../format/index.ts'
import type { CartLine } from './cart.ts'
import { UNIT_NAME } from './catalog.ts'
import { ICON_PATHS, LineIcon } from './guideLineStyle.tsx'
import { canStepDown, canStepUp } from './stepper.ts'

interface StepperProps {
  name: string
  line: CartLine
  types: readonly QuantityType[]
  disabled?: boolean
  onAmount: (amount: string) => void
  onStep: (direction: 1 | -1) => void
  /** Needed only where the product is sold in more than one unit. */
  onQuantityType?: (quantityType: QuantityType) => void
}

/**
 * A line's amount where the product is shown (issue 24): − and + a whole pack or case (a pound
 * by weight, typed decimals kept), the number pad on a phone, and the unit switch when the
 * product is sold by pack and by case. Each tap is one step: no repeat while held.
 * Plain elements styled by the line (GuideLineRoot), so a long guide opens quickly.
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
}: StepperProps & { invalid?: boolean }) {
  const isWeight = line.quantityType === 'weight'
  return (
    <div className="pv-stepper">
      {types.length > 1 && (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would add a visible caption; this is MUI's ToggleButtonGroup markup
        <div className="pv-units" role="group" aria-label={`Unit for ${name}`}>
          {types.map((type) => (
            <button
              key={type}
              type="button"
              className="pv-unit"
              aria-pressed={line.quantityType === type}
              disabled={disabled}
              onClick={() => line.quantityType !== type && onQuantityType?.(type)}
            >
              {UNIT_NAME[type]}
            </button>
          ))}
        </div>
      )}
      <div className="pv-amount">
        <button
          type="button"
          className="pv-step"
          aria-label={`One ${unitWord(line.quantityType)} less of ${name}`}
          disabled={disabled || !canStepDown(line.amount)}
          onClick={() => onStep(-1)}
        >
          <LineIcon path={ICON_PATHS.remove} />
        </button>
        <input
          className="pv-qty"
          placeholder="0"
          value={line.amount}
          onChange={(e) => onAmount(e.target.value)}
          aria-invalid={invalid}
          disabled={disabled}
          inputMode={isWeight ? 'decimal' : 'numeric'}
          autoComplete="off"
          enterKeyHint="done"
          aria-label={`Quantity of ${name}`}
        />
        <button
          type="button"
          className="pv-step pv-more"
          aria-label={`One ${unitWord(line.quantityType)} more of ${name}`}
          disabled={disabled || !canStepUp(line.amount)}
          onClick={() => onStep(1)}
        >
          <LineIcon path={ICON_PATHS.add} />
        </button>
      </div>
    </div>
  )
}

/**
 * A line's stepper on its row, with what stands beside it (the line's estimate, a Remove), and
 * what is wrong with the amount under it, read out as it appears. `wrap` lets the row break on
 * a narrow screen.
 */
export function StepperRow({
  problem,
  wrap = false,
  children,
  ...stepper
}: StepperProps & { problem: string | null; wrap?: boolean; children: ReactNode }) {
  return (
    <>
      <div className="pv-row" style={wrap ? { flexWrap: 'wrap' } : undefined}>
        <QuantityStepper {...stepper} invalid={problem !== null} />
        {children}
      </div>
      {problem && (
        <p className="pv-problem" role="alert">
          {problem}
        </p>
      )}
    </>
  )
}

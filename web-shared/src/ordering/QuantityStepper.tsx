import type { QuantityType } from '@provender/events'
import { unitWord } from '../format/index.ts'
import type { CartLine } from './cart.ts'
import { ICON_PATHS, LineIcon } from './guideLineStyle.tsx'
import { canStepDown, canStepUp } from './stepper.ts'

const UNIT_NAME: Record<QuantityType, string> = { pack: 'Pack', case: 'Case', weight: 'lb' }

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
              onClick={() => line.quantityType !== type && onQuantityType(type)}
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

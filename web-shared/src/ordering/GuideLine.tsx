import type { QuantityType } from '@provender/events'
import type { ReactNode } from 'react'
import { formatMoneyCents } from '../format/index.ts'
import { type CartLine, lineCents, lineProblem } from './cart.ts'
import { quantityTypesOf } from './catalog.ts'
import { GuideLineRoot, ICON_PATHS, LineIcon } from './guideLineStyle.tsx'
import { priceLabel } from './pricing.ts'
import { StepperRow } from './QuantityStepper.tsx'
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
  const cents = lineCents(product, line)
  const favorite = Boolean(product.favorite)
  return (
    <GuideLineRoot>
      <div className="pv-head">
        <div className="pv-text">
          <h3 className="pv-name">{product.name}</h3>
          <p className="pv-price">{priceLabel(product)}</p>
          {notice}
        </div>
        {onFavorite && (
          <button
            type="button"
            className="pv-favorite"
            aria-label={
              favorite ? `Remove ${product.name} from favorites` : `Add ${product.name} to favorites`
            }
            aria-pressed={favorite}
            disabled={favoritePending}
            onClick={() => onFavorite(!favorite)}
          >
            <LineIcon path={favorite ? ICON_PATHS.star : ICON_PATHS.starBorder} />
          </button>
        )}
      </div>
      <StepperRow
        name={product.name}
        line={line}
        types={quantityTypesOf(product)}
        disabled={disabled}
        problem={lineProblem(line)}
        onAmount={onAmount}
        onStep={onStep}
        onQuantityType={onQuantityType}
      >
        <span className="pv-cents">{cents > 0 ? formatMoneyCents(cents) : ''}</span>
      </StepperRow>
    </GuideLineRoot>
  )
}

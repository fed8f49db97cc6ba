import type { QuantityType } from '@provender/events'
import { availabilityLabel, isOutOn } from '@provender/events/rules/stock'
import type { ReactNode } from 'react'
import { formatMoneyCents } from '../format/index.ts'
import { type CartLine, lineCents, lineProblem, parseQuantity } from './cart.ts'
import { quantityTypesOf } from './catalog.ts'
import { GuideLineRoot, ICON_PATHS, LineIcon } from './guideLineStyle.tsx'
import { priceLabel } from './pricing.ts'
import { StepperRow } from './QuantityStepper.tsx'
import type { CustomerProduct } from './types.ts'

/**
 * One product card of the order form: its name, description and price, a − / + stepper and
 * unit switch, the line's estimate, and what the app adds (a favourite star, a price move).
 * On step 1 (`onToggle` given) the card's text is the spec's choose button, with the Selected
 * chip once chosen; on step 2 it only names the product.
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
  selected = false,
  onToggle,
  stockDate,
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
  selected?: boolean
  /** Spec 2.14 step 1: tapping the card chooses the product, or no longer. */
  onToggle?: () => void
  /** The delivery date stock is judged for (issue 36); absent or null (no date): today. */
  stockDate?: string | null
}) {
  const cents = lineCents(product, line)
  // Out of stock: shown and not orderable (the server refuses it anyway, with its reason).
  const availability = product.availability ?? { status: 'available' as const }
  const judged = stockDate || calendarToday()
  const stock = availabilityLabel(availability, stockPacking(product), judged)
  const out = isOutOn(availability, judged)
  const stopped = disabled || (out && parseQuantity(line.amount) <= 0)
  const favorite = Boolean(product.favorite)
  // Step 1's button holds phrasing content only; step 2's card names the product in a heading.
  const Name = onToggle ? 'span' : 'h3'
  const Block = onToggle ? 'span' : 'p'
  const text = (
    <>
      <Name className="pv-name">{product.name}</Name>
      {product.description && <Block className="pv-description">{product.description}</Block>}
      <Block className="pv-price">
        {priceLabel(product)}
        {selected && (
          <span className="pv-chip">
            <LineIcon path={ICON_PATHS.check} />
            Selected
          </span>
        )}
      </Block>
      {stock && (
        <Block className="pv-stock" data-testid="stock-label" data-stock={availability.status}>
          {stock}
        </Block>
      )}
    </>
  )
  return (
    <GuideLineRoot data-selected={selected || undefined}>
      <div className="pv-head">
        <div className="pv-text">
          {onToggle ? (
            <button
              type="button"
              className="pv-select"
              aria-pressed={selected}
              disabled={disabled || (out && !selected)}
              onClick={onToggle}
            >
              {text}
            </button>
          ) : (
            text
          )}
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
        disabled={stopped}
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

/** Today's calendar date on this device: what stock is judged for when the order has no date. */
function calendarToday(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

const stockPacking = (product: CustomerProduct) => ({
  unitType: product.unitType === 'weight' ? ('weight' as const) : ('quantity' as const),
  packsPerCase: product.packsPerCase,
})

import type { QuantityType } from '@provender/events'
import type { CartLine } from '@provender/web-shared/ordering/cart.ts'
import { productKey } from '@provender/web-shared/ordering/catalog.ts'
import { GuideLine } from '@provender/web-shared/ordering/GuideLine.tsx'
import type { CardExtras } from '@provender/web-shared/ordering/ProductPicker.tsx'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import type { OrderWizard } from '@provender/web-shared/ordering/useOrderWizard.ts'
import { memo, type ReactNode, type RefObject, useCallback, useLayoutEffect, useRef } from 'react'

/** What a line's controls do: step 1's choose the product as they set it; step 2's only set it. */
export interface LineActions {
  setAmount: (productId: string, amount: string) => void
  step: (productId: string, direction: 1 | -1) => void
  setUnit: (productId: string, quantityType: QuantityType) => void
  /** Step 1 only: the card's own tap, choosing the product or no longer (spec 2.14). */
  toggle?: (productId: string) => void
}

/** Step 1's actions: an amount or a + chooses the product, a card tap chooses it at 0. */
export const chooseActions = (wizard: OrderWizard): LineActions => ({
  setAmount: wizard.setGuideAmount,
  step: wizard.stepGuideLine,
  setUnit: wizard.setQuantityType,
  toggle: wizard.toggle,
})

/** Step 2's actions: the product stays chosen whatever its amount, until Back. */
export const amountActions = (wizard: OrderWizard): LineActions => ({
  setAmount: wizard.setQuantity,
  step: wizard.stepQuantity,
  setUnit: wizard.setQuantityType,
})

export interface LineState {
  lineOf: (product: CustomerProduct) => CartLine
  isSelected: (productId: string) => boolean
  submitting: boolean
}

/**
 * The product cards of one section, each with its stepper and what the app adds to it.
 *
 * A card is drawn again only when its own amount, unit, selection, extras or note change:
 * drawing every card on each tap, each answer that reached the form and each batch revealed
 * kept a phone busy (Lighthouse's total blocking time, and a slow + on a long list). So
 * `extrasOf` and `noteOf` should answer the same object for the same product while nothing changed.
 */
export function GuideLines({
  products,
  state,
  actions,
  extrasOf,
  noteOf,
  stockDate,
}: {
  products: readonly CustomerProduct[]
  state: LineState
  actions: LineActions
  extrasOf?: (product: CustomerProduct) => CardExtras | undefined
  noteOf?: (product: CustomerProduct) => ReactNode
  /** The chosen delivery date, which stock is judged for (issue 36); null: today. */
  stockDate?: string | null
}) {
  // The wizard's functions are new on every render; the cards call the latest through this.
  const latest = useRef<LineActions>(actions)
  useLayoutEffect(() => {
    latest.current = actions
  })
  const choosing = Boolean(actions.toggle)
  return products.map((product) => {
    const line = state.lineOf(product)
    const extras = extrasOf?.(product)
    return (
      <Line
        key={productKey(product)}
        product={product}
        amount={line.amount}
        quantityType={line.quantityType}
        selected={choosing && state.isSelected(productKey(product))}
        choosing={choosing}
        disabled={state.submitting}
        actions={latest}
        onFavorite={extras?.onFavorite}
        favoritePending={extras?.favoritePending}
        notice={extras?.notice}
        note={noteOf?.(product)}
        stockDate={stockDate ?? null}
      />
    )
  })
}

const Line = memo(function Line({
  product,
  amount,
  quantityType,
  selected,
  choosing,
  disabled,
  actions,
  onFavorite,
  favoritePending,
  notice,
  note,
  stockDate,
}: {
  product: CustomerProduct
  amount: string
  quantityType: QuantityType
  selected: boolean
  choosing: boolean
  disabled: boolean
  actions: RefObject<LineActions>
  onFavorite: CardExtras['onFavorite']
  favoritePending: CardExtras['favoritePending']
  notice: ReactNode
  note: ReactNode
  stockDate: string | null
}) {
  const key = productKey(product)
  const onAmount = useCallback((value: string) => actions.current.setAmount(key, value), [actions, key])
  const onStep = useCallback((direction: 1 | -1) => actions.current.step(key, direction), [actions, key])
  const onQuantityType = useCallback(
    (type: QuantityType) => actions.current.setUnit(key, type),
    [actions, key],
  )
  const onToggle = useCallback(() => actions.current.toggle?.(key), [actions, key])
  return (
    <GuideLine
      product={product}
      line={{ amount, quantityType }}
      disabled={disabled}
      onAmount={onAmount}
      onStep={onStep}
      onQuantityType={onQuantityType}
      onFavorite={onFavorite}
      favoritePending={favoritePending}
      selected={selected}
      onToggle={choosing ? onToggle : undefined}
      stockDate={stockDate}
      notice={
        <>
          {note}
          {notice}
        </>
      }
    />
  )
})

import type { QuantityType } from '@provender/events'
import { productKey } from '@provender/web-shared/ordering/catalog.ts'
import { GuideLine } from '@provender/web-shared/ordering/GuideLine.tsx'
import type { CardExtras } from '@provender/web-shared/ordering/ProductPicker.tsx'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import type { OrderWizard } from '@provender/web-shared/ordering/useOrderWizard.ts'
import { memo, type ReactNode, type RefObject, useCallback, useLayoutEffect, useRef } from 'react'

export type LineWizard = Pick<
  OrderWizard,
  'lineOf' | 'setGuideAmount' | 'stepGuideLine' | 'setGuideUnit' | 'submitting'
>
type LineActions = Pick<LineWizard, 'setGuideAmount' | 'stepGuideLine' | 'setGuideUnit'>

/**
 * The product lines of one section, each with its stepper and what the app adds to it.
 *
 * A line is drawn again only when its own amount, unit, extras or note change: drawing every
 * line on each tap, each answer that reached the form and each batch of lines revealed kept a
 * phone busy (Lighthouse's total blocking time, and a slow + on a long guide). So `extrasOf`
 * and `noteOf` should answer the same object for the same product while nothing changed.
 */
export function GuideLines({
  products,
  wizard,
  extrasOf,
  noteOf,
}: {
  products: readonly CustomerProduct[]
  wizard: LineWizard
  extrasOf?: (product: CustomerProduct) => CardExtras | undefined
  noteOf?: (product: CustomerProduct) => ReactNode
}) {
  // The wizard's functions are new on every render; the lines call the latest through this.
  const actions = useRef<LineActions>(wizard)
  useLayoutEffect(() => {
    actions.current = wizard
  })
  return products.map((product) => {
    const line = wizard.lineOf(product)
    const extras = extrasOf?.(product)
    return (
      <Line
        key={productKey(product)}
        product={product}
        amount={line.amount}
        quantityType={line.quantityType}
        disabled={wizard.submitting}
        actions={actions}
        onFavorite={extras?.onFavorite}
        favoritePending={extras?.favoritePending}
        notice={extras?.notice}
        note={noteOf?.(product)}
      />
    )
  })
}

const Line = memo(function Line({
  product,
  amount,
  quantityType,
  disabled,
  actions,
  onFavorite,
  favoritePending,
  notice,
  note,
}: {
  product: CustomerProduct
  amount: string
  quantityType: QuantityType
  disabled: boolean
  actions: RefObject<LineActions>
  onFavorite: CardExtras['onFavorite']
  favoritePending: CardExtras['favoritePending']
  notice: ReactNode
  note: ReactNode
}) {
  const key = productKey(product)
  const onAmount = useCallback((value: string) => actions.current.setGuideAmount(key, value), [actions, key])
  const onStep = useCallback(
    (direction: 1 | -1) => actions.current.stepGuideLine(key, direction),
    [actions, key],
  )
  const onQuantityType = useCallback(
    (type: QuantityType) => actions.current.setGuideUnit(key, type),
    [actions, key],
  )
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
      notice={
        <>
          {note}
          {notice}
        </>
      }
    />
  )
})

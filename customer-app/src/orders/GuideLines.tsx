import { productKey } from '@provender/web-shared/ordering/catalog.ts'
import { GuideLine } from '@provender/web-shared/ordering/GuideLine.tsx'
import type { CardExtras } from '@provender/web-shared/ordering/ProductPicker.tsx'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import type { OrderWizard } from '@provender/web-shared/ordering/useOrderWizard.ts'
import type { ReactNode } from 'react'

export type LineWizard = Pick<
  OrderWizard,
  'lineOf' | 'setGuideAmount' | 'stepGuideLine' | 'setGuideUnit' | 'submitting'
>

/** The product lines of one section, each with its stepper and what the app adds to it. */
export function GuideLines({
  products,
  wizard,
  extrasOf,
  noteOf,
}: {
  products: readonly CustomerProduct[]
  wizard: LineWizard
  extrasOf?: (product: CustomerProduct) => CardExtras
  noteOf?: (product: CustomerProduct) => ReactNode
}) {
  return products.map((product) => {
    const key = productKey(product)
    const extras = extrasOf?.(product)
    return (
      <GuideLine
        key={key}
        product={product}
        line={wizard.lineOf(product)}
        disabled={wizard.submitting}
        onAmount={(amount) => wizard.setGuideAmount(key, amount)}
        onStep={(direction) => wizard.stepGuideLine(key, direction)}
        onQuantityType={(type) => wizard.setGuideUnit(key, type)}
        onFavorite={extras?.onFavorite}
        favoritePending={extras?.favoritePending}
        notice={
          <>
            {noteOf?.(product)}
            {extras?.notice}
          </>
        }
      />
    )
  })
}

import type { QuantityType } from '@provender/events'
import { productKey, quantityTypesOf } from '@provender/web-shared/ordering/catalog.ts'
import { type DraftLine, useStandingDraft } from '@provender/web-shared/ordering/standingDraft.ts'
import type { StandingLine } from '@provender/web-shared/ordering/standingOrders.ts'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useConsoleData } from './useConsoleData.ts'

/** A product chosen in the picker, as a new line: its first unit, no amount yet. */
const lineOf = (product: CustomerProduct): DraftLine => ({
  productId: productKey(product),
  name: product.name,
  quantityType: quantityTypesOf(product)[0] ?? 'pack',
  amount: '',
})

/**
 * Lines staff edit for a customer (a standing order's, an order's): the draft from `lines`, and
 * the customer's price list to add products from, read as the phone order reads it (the same
 * key, so it is cached once). `choosing` is the picker being shown instead of the lines.
 */
export function useLinesEditor(customerId: number, lines: readonly StandingLine[]) {
  const data = useConsoleData()
  const draft = useStandingDraft(lines)
  const [choosing, setChoosing] = useState(false)
  const products = useQuery({
    queryKey: ['customer-products', customerId],
    queryFn: () => data.customerProducts(customerId),
  })
  const catalogue = products.data ?? []
  const productOf = (productId: string) => catalogue.find((p) => productKey(p) === productId)
  /** The units the price list sells the line's product in; off the list, the line's own. */
  const unitsOf = (line: Pick<DraftLine, 'productId' | 'quantityType'>): QuantityType[] => {
    const product = productOf(line.productId)
    return product ? quantityTypesOf(product) : [line.quantityType]
  }
  /** A tap on a product in the picker: added as a new line, or taken off again. */
  const toggle = (productId: string) => {
    const product = productOf(productId)
    if (!product) return
    draft.setDraft((all) =>
      all.some((l) => l.productId === productId)
        ? all.filter((l) => l.productId !== productId)
        : [...all, lineOf(product)],
    )
  }
  return {
    ...draft,
    choosing,
    setChoosing,
    catalogue,
    unitsOf,
    toggle,
    loadError: products.isError ? "Failed to load the customer's products." : null,
  }
}

export type LinesEditor = ReturnType<typeof useLinesEditor>

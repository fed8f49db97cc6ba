import { productKey } from '@provender/web-shared/ordering/catalog.ts'
import type { CardExtras } from '@provender/web-shared/ordering/ProductPicker.tsx'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import { useCallback, useMemo } from 'react'
import { PriceChangeMarker } from '../priceChanges/PriceChangesCard.tsx'
import { usePriceChanges } from '../priceChanges/usePriceChanges.ts'
import { useFavoriteToggle } from './useFavoriteToggle.ts'

/**
 * What the customer's own step 1 adds to each card (spec 2.14): the favourite star, and the
 * price change since the customer last ordered the product.
 */
export function useCardExtras(customerId: number): (product: CustomerProduct) => CardExtras {
  const favorite = useFavoriteToggle(customerId)
  const { data: changes } = usePriceChanges()
  const priceChanges = useMemo(() => new Map((changes ?? []).map((c) => [c.productId, c])), [changes])
  const pending = favorite.isPending ? favorite.variables?.product : undefined
  const { mutate } = favorite
  return useCallback(
    (product: CustomerProduct) => {
      const change = priceChanges.get(productKey(product))
      return {
        onFavorite: (next: boolean) => mutate({ product, favorite: next }),
        notice: change ? <PriceChangeMarker change={change} /> : undefined,
        favoritePending: pending !== undefined && productKey(pending) === productKey(product),
      }
    },
    [priceChanges, pending, mutate],
  )
}

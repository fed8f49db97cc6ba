import { api } from '@provender/web-shared/api.ts'
import { productKey } from '@provender/web-shared/ordering/catalog.ts'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { customerProductsKey } from './useCustomerProducts.ts'

/**
 * The star on a product card (spec 4): the card changes once the server has stored the
 * favourite; a failure is only logged (spec 8), and the star simply stays as it was.
 */
export function useFavoriteToggle(customerId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ product, favorite }: { product: CustomerProduct; favorite: boolean }) =>
      api<{ productId: string; favorite: boolean }>(
        `/api/customers/${customerId}/favorites/${encodeURIComponent(productKey(product))}`,
        { method: favorite ? 'PUT' : 'DELETE' },
      ),
    onSuccess: (stored, { product }) => {
      queryClient.setQueryData<CustomerProduct[]>(customerProductsKey(customerId), (list) =>
        list?.map((p) => (productKey(p) === productKey(product) ? { ...p, favorite: stored.favorite } : p)),
      )
    },
    onError: (error, { product }) => {
      console.error(`Could not change the favourite ${productKey(product)}`, error)
    },
  })
}

import { api } from '@provender/web-shared/api.ts'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import { useQuery } from '@tanstack/react-query'

export const customerProductsKey = (customerId: number) => ['customer-products', customerId] as const

export function useCustomerProducts(customerId: number) {
  return useQuery({
    queryKey: customerProductsKey(customerId),
    queryFn: async () => {
      const { products } = await api<{ products: CustomerProduct[] }>(`/api/customers/${customerId}/products`)
      return products
    },
  })
}

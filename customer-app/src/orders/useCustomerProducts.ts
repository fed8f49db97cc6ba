import { api } from '@provender/web-shared/api'
import { useQuery } from '@tanstack/react-query'
import type { CustomerProduct } from './types.ts'

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

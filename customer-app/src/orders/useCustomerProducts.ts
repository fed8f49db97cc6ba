import { api } from '@provender/web-shared/api'
import { useQuery } from '@tanstack/react-query'
import type { CustomerProduct } from './types.ts'

export function useCustomerProducts(customerId: number) {
  return useQuery({
    queryKey: ['customer-products', customerId],
    queryFn: async () => {
      const { products } = await api<{ products: CustomerProduct[] }>(`/api/customers/${customerId}/products`)
      return products
    },
  })
}

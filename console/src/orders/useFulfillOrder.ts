import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import type { ConsoleDataProvider, Order, ShippedAmount } from '../dataProvider/index.ts'

/**
 * Spec 2.8: mark the order fulfilled with what shipped, say so, and go back home to the lists.
 * A refusal (an amount the server will not take) stays in the dialog, which shows it.
 */
export function useFulfillOrder(id: Order['id']) {
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (shipped: ShippedAmount[]) => dataProvider.fulfillOrder(id, shipped),
    onSuccess: async () => {
      // The order moves from Current to Past; both lists and this order must refetch.
      await queryClient.invalidateQueries({ queryKey: ['orders'] })
      notify('Order fulfilled.', 'success')
      navigate('/')
    },
  })
}

export const FULFIL_FAILED = 'Failed to fulfill order.'
export const fulfilError = (error: unknown) => errorMessage(error, FULFIL_FAILED)

import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import type { ConsoleDataProvider, Order } from '../dataProvider/index.ts'

/** Spec 2.8: mark the order fulfilled, say so, and go back home to the lists. */
export function useFulfillOrder(id: Order['id']) {
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => dataProvider.fulfillOrder(id),
    onSuccess: async () => {
      // The order moves from Current to Past; both lists and this order must refetch.
      await queryClient.invalidateQueries({ queryKey: ['orders'] })
      notify('Order fulfilled.', 'success')
      navigate('/')
    },
    onError: (error) => notify(errorMessage(error, 'Failed to fulfill order.'), 'error'),
  })
}

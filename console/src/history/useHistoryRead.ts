import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useConsoleData } from '../common/useConsoleData.ts'
import type { ConsoleDataProvider } from '../dataProvider/index.ts'

/**
 * One of a customer's history reads, through the data provider's history calls. A refused or
 * missing history is shown, not retried; paging keeps the page on screen until the next arrives.
 */
export function useHistoryRead<T>(
  customerId: string,
  key: readonly unknown[],
  read: (data: ConsoleDataProvider) => Promise<T>,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const data = useConsoleData()
  return useQuery({
    queryKey: ['history', customerId, ...key],
    queryFn: () => read(data),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    retry: false,
  })
}

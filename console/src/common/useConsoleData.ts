import { useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import type { ConsoleDataProvider, StaffUser } from '../dataProvider/index.ts'

/** react-admin's data provider with our domain calls typed. */
export function useConsoleData(): ConsoleDataProvider {
  return useDataProvider<ConsoleDataProvider>()
}

/** The sales reps a customer can belong to (spec 7: GET /api/users/sales). */
export function useSalesUsers(): { users: StaffUser[]; isPending: boolean; error: unknown } {
  const data = useConsoleData()
  const query = useQuery({ queryKey: ['sales-users', 'all'], queryFn: () => data.salesUsers() })
  return { users: query.data ?? [], isPending: query.isPending, error: query.error }
}

export function fullName(person: { firstName?: string; lastName?: string } | null | undefined): string {
  return person ? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() : ''
}

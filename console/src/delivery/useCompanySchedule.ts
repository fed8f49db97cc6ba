import { useQuery } from '@tanstack/react-query'
import { useConsoleData } from '../common/useConsoleData.ts'
import { COMPANY_SCHEDULE_KEY } from './scheduleKeys.ts'

/** The distributor's delivery days and zone, read once for every screen that shows or saves them. */
export function useCompanySchedule() {
  const data = useConsoleData()
  return useQuery({ queryKey: COMPANY_SCHEDULE_KEY, queryFn: () => data.companySchedule() })
}

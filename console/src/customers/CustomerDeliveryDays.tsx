import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCan } from '../auth/useCan.ts'
import { SettingCard } from '../common/SettingCard.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import { useDialogSave } from '../common/useDialogSave.ts'
import type { DeliveryDay } from '../dataProvider/index.ts'
import { DeliveryDaysForm } from '../delivery/DeliveryDaysForm.tsx'
import { daysSummary, zoneNote } from '../delivery/deliveryFormat.ts'
import { COMPANY_SCHEDULE_KEY, customerScheduleKey } from '../delivery/scheduleKeys.ts'

/**
 * A customer's delivery days (issue 25): the distributor's, or its own. Admins and the owning
 * rep change them; saved on their own button, apart from the customer's details.
 */
export function CustomerDeliveryDays({ customerId }: { customerId: number }) {
  const data = useConsoleData()
  const canEdit = useCan('customers', 'edit')
  const queryClient = useQueryClient()
  const save = useDialogSave()
  const key = customerScheduleKey(customerId)
  const schedule = useQuery({ queryKey: key, queryFn: () => data.customerSchedule(customerId) })
  const company = useQuery({ queryKey: COMPANY_SCHEDULE_KEY, queryFn: () => data.companySchedule() })
  const store = (days: DeliveryDay[] | null) =>
    save(
      async () => {
        await data.saveCustomerSchedule(customerId, days)
        await queryClient.invalidateQueries({ queryKey: key })
        await queryClient.invalidateQueries({ queryKey: ['delivery', 'options', customerId] })
      },
      { done: 'Delivery days saved.', failed: 'Failed to save delivery days.' },
      () => undefined,
    )
  const loaded = schedule.data
  const note = zoneNote(loaded?.timeZone)
  // What following the distributor means right now: its days, or none at all.
  const companyDays = company.data?.days ?? (loaded?.inherited ? loaded.days : null)
  return (
    <SettingCard
      title="Delivery days"
      subheader={`Orders are placed for these days, each closing at its cut-off.${note ? ` ${note}` : ''}`}
      setting={schedule}
      loadingLabel="Loading delivery days"
      failed="Failed to load delivery days."
    >
      {(saved) => (
        <DeliveryDaysForm
          own={saved.own}
          shown={companyDays}
          defaultLabel={`Follow the distributor's days (${companyDays ? daysSummary(companyDays) : 'none set: orders are not scheduled'})`}
          ownLabel="Its own days"
          disabled={!canEdit}
          onSave={store}
        />
      )}
    </SettingCard>
  )
}

import { Alert, Card, CardContent, CardHeader, LinearProgress, Stack } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCan } from '../auth/useCan.ts'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import { useDialogSave } from '../common/useDialogSave.ts'
import type { DeliveryDay } from '../dataProvider/index.ts'
import { ClosuresCard } from './ClosuresCard.tsx'
import { DeliveryDaysForm } from './DeliveryDaysForm.tsx'
import { zoneNote } from './deliveryFormat.ts'
import { COMPANY_SCHEDULE_KEY } from './scheduleKeys.ts'

/** Settings > Delivery (issue 25): the distributor's delivery days and its closures; admins change them. */
export function DeliverySettings() {
  const data = useConsoleData()
  const canEdit = useCan('delivery-settings', 'edit')
  const queryClient = useQueryClient()
  const save = useDialogSave()
  const schedule = useQuery({ queryKey: COMPANY_SCHEDULE_KEY, queryFn: () => data.companySchedule() })
  const store = (days: DeliveryDay[] | null) =>
    save(
      async () => {
        const answer = await data.saveCompanySchedule(days)
        queryClient.setQueryData(COMPANY_SCHEDULE_KEY, { ...schedule.data, days: answer.days })
        // A customer following the distributor's days reads them anew.
        await queryClient.invalidateQueries({ queryKey: ['delivery'] })
      },
      { done: 'Delivery days saved.', failed: 'Failed to save delivery days.' },
      () => undefined,
    )
  const note = zoneNote(schedule.data?.timeZone)
  return (
    <Page maxWidth={1040}>
      <PageHeader
        title="Delivery"
        subtitle="The days orders ship, when each day's orders close, and the days nothing ships."
      />
      <Stack spacing={2}>
        <Card>
          <CardHeader
            title="Delivery days"
            subheader={
              <>
                Customers order for these days unless they have their own.
                {note && ` ${note}`}
              </>
            }
            titleTypographyProps={{ variant: 'h6', component: 'h2' }}
          />
          <CardContent sx={{ pt: 0 }}>
            {schedule.isPending && <LinearProgress aria-label="Loading delivery days" />}
            {schedule.error && (
              <Alert severity="error">{errorMessage(schedule.error, 'Failed to load delivery days.')}</Alert>
            )}
            {schedule.data && (
              <DeliveryDaysForm
                own={schedule.data.days}
                defaultLabel="No delivery days: orders are not scheduled"
                ownLabel="Deliver on these days"
                disabled={!canEdit}
                warnUnsaved
                onSave={store}
              />
            )}
          </CardContent>
        </Card>
        <ClosuresCard canEdit={canEdit} />
      </Stack>
    </Page>
  )
}

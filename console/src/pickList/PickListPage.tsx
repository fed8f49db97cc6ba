import { Alert, Card, GlobalStyles, LinearProgress, Stack, TextField, Typography } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import { PickListClosedWarning } from '../delivery/ClosedDateWarnings.tsx'
import { formatDeliveryDate, todayIn, zoneNote } from '../delivery/deliveryFormat.ts'
import { COMPANY_SCHEDULE_KEY } from '../delivery/scheduleKeys.ts'
import { PickListPdfButton } from '../documents/index.ts'
import { ExportCsvButton } from '../history/ExportCsvButton.tsx'
import { PickListOrderNotes } from './PickListOrderNotes.tsx'
import { PickListTable } from './PickListTable.tsx'
import { defaultPickDate, pickListFilename, productCount } from './pickListFormat.ts'

/**
 * Print opens the PDF; a print of the page itself (the browser's menu) still keeps the list alone: the app bar, the menu and the page's controls are not paper.
 * react-admin's layout parts are found by their classes (the drawer is MUI's); ours carry data-print="hide".
 */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, .MuiDrawer-root, [data-print="hide"]': { display: 'none !important' },
        '.RaLayout-root, .RaLayout-appFrame, .RaLayout-contentWithSidebar, .RaLayout-content, body': {
          margin: '0 !important',
          padding: '0 !important',
          background: '#fff !important',
        },
        '.MuiCard-root': { boxShadow: 'none !important', breakInside: 'avoid-page' },
      },
    }}
  />
)

/** /pick-list: every line to pick for one delivery date, totals and who gets what. */
export function PickListPage() {
  const data = useConsoleData()
  const schedule = useQuery({ queryKey: COMPANY_SCHEDULE_KEY, queryFn: () => data.companySchedule() })
  const zone = schedule.data?.timeZone
  const [chosen, setChosen] = useState<string | null>(null)
  const date = chosen ?? (zone ? defaultPickDate(todayIn(zone)) : null)
  const list = useQuery({
    queryKey: ['pick-list', date],
    queryFn: () => data.pickList(date ?? ''),
    enabled: date !== null,
  })
  const note = zoneNote(zone)
  return (
    <Page maxWidth={1100}>
      {PRINT_STYLES}
      <PageHeader
        title="Pick list"
        subtitle={date ? `Deliveries on ${formatDeliveryDate(date)}` : 'Deliveries of one day'}
        actions={
          <Stack direction="row" spacing={1} data-print="hide">
            {date && <PickListPdfButton date={date} disabled={!list.data?.orderCount} />}
            {date && (
              <ExportCsvButton
                filename={pickListFilename(date)}
                label="Download CSV"
                fetchFile={() => data.pickListCsv(date)}
                empty={!list.data?.orderCount}
              />
            )}
          </Stack>
        }
      />
      <Stack spacing={2}>
        <Card sx={{ p: 2 }} data-print="hide">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <TextField
              type="date"
              label="Delivery date"
              size="small"
              value={date ?? ''}
              onChange={(e) => e.target.value && setChosen(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: { sm: 200 } }}
            />
            {list.data && (
              <Typography role="status" color="text.secondary">
                {list.data.orderCount === 0
                  ? 'No orders ship that day.'
                  : `${list.data.orderCount} order${list.data.orderCount === 1 ? '' : 's'}, ${productCount(list.data)} product${productCount(list.data) === 1 ? '' : 's'} to pick.`}
              </Typography>
            )}
          </Stack>
          {note && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {note}
            </Typography>
          )}
        </Card>
        {(list.isLoading || schedule.isPending) && <LinearProgress aria-label="Loading the pick list" />}
        {list.error && (
          <Alert severity="error">{errorMessage(list.error, 'Failed to load the pick list.')}</Alert>
        )}
        {schedule.error && (
          <Alert severity="error">
            {errorMessage(schedule.error, 'Failed to load the delivery settings.')}
          </Alert>
        )}
        {date && <PickListClosedWarning date={date} />}
        {list.data?.categories.map((category) => (
          <PickListTable key={category.categoryId ?? 'none'} category={category} />
        ))}
        {list.data && <PickListOrderNotes notes={list.data.orderNotes ?? []} />}
      </Stack>
    </Page>
  )
}

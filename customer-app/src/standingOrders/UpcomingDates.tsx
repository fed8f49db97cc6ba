import { Box, Button, Stack, Typography } from '@mui/material'
import { formatCutoff, formatDeliveryDate } from '@provender/web-shared/format/delivery.ts'
import { movedFromLabel, scheduledDate } from '@provender/web-shared/ordering/standingOrders.ts'
import { EditDateButton } from './EditStandingDialog.tsx'
import {
  type DateAction,
  dateAction,
  type StandingOrder,
  stateLabel,
  type UpcomingDate,
} from './standingOrders.ts'

const ACTION_LABELS: Record<Exclude<DateAction, null>, string> = { skip: 'Skip', unskip: 'Undo skip' }

/** The standing order's next delivery dates, each with its state and, before its cut-off, Skip. */
export function UpcomingDates({
  order,
  timeZone,
  busy,
  onAction,
}: {
  order: StandingOrder
  /** The distributor's zone, in which cut-offs are told. */
  timeZone: string
  busy: boolean
  onAction: (action: Exclude<DateAction, null>, date: string) => void
}) {
  const now = new Date()
  if (order.upcoming.length === 0)
    return <Typography color="text.secondary">No delivery dates ahead.</Typography>
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {order.upcoming.map((upcoming) => {
        const action = dateAction(order, upcoming, now)
        const day = formatDeliveryDate(upcoming.date)
        return (
          <Box
            component="li"
            key={scheduledDate(upcoming)}
            data-state={upcoming.state}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
              py: 0.75,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography
                fontWeight={600}
                sx={{ textDecoration: upcoming.state === 'skipped' ? 'line-through' : 'none' }}
              >
                {day}
              </Typography>
              {movedFromLabel(upcoming) && (
                <Typography variant="body2" color="warning.dark" fontWeight={600}>
                  {movedFromLabel(upcoming)}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {detail(upcoming, order, timeZone, now)}
              </Typography>
            </Box>
            {action === 'skip' && (
              <EditDateButton order={order} upcoming={upcoming} timeZone={timeZone} disabled={busy} />
            )}
            {action && (
              <Button
                size="small"
                variant="outlined"
                disabled={busy}
                aria-label={`${ACTION_LABELS[action]} ${day}`}
                onClick={() => onAction(action, scheduledDate(upcoming))}
                sx={{ minHeight: 44, flexShrink: 0 }}
              >
                {ACTION_LABELS[action]}
              </Button>
            )}
          </Box>
        )
      })}
    </Stack>
  )
}

/** "Scheduled · placed 10:00 pm Monday": the state, and when a scheduled date is placed. */
function detail(upcoming: UpcomingDate, order: StandingOrder, timeZone: string, now: Date): string {
  const state = stateLabel(upcoming)
  if (upcoming.state !== 'scheduled' || order.status !== 'active') return state
  return `${state} · placed ${formatCutoff(upcoming.cutoff, timeZone, { now })}`
}

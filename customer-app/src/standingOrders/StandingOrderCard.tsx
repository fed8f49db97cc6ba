import Pause from '@mui/icons-material/Pause'
import PlayArrow from '@mui/icons-material/PlayArrow'
import {
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { inWords } from '@provender/web-shared/ordering/delivery.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useState } from 'react'
import { EditStandingButton } from './EditStandingDialog.tsx'
import { EVERY_WEEKS_LABELS, linesSummary, STATUS_LABELS, type StandingOrder } from './standingOrders.ts'
import { UpcomingDates } from './UpcomingDates.tsx'
import { type StandingChange, useStandingChange } from './useStandingOrders.ts'

const DONE: Record<StandingChange['kind'], string> = {
  skip: 'Skipped.',
  unskip: 'Skip taken back.',
  pause: 'Standing order paused.',
  resume: 'Standing order resumed.',
  cancel: 'Standing order cancelled.',
}

const STATUS_TINTS = {
  active: { bgcolor: '#e6f4ea', color: '#1e4620' },
  paused: { bgcolor: '#fff1de', color: '#5f3700' },
  cancelled: { bgcolor: '#eceff1', color: '#37474f' },
} as const

/** One standing order: what it orders, how often, its next dates; skip, pause or cancel it. */
export function StandingOrderCard({ order, timeZone }: { order: StandingOrder; timeZone: string }) {
  const notify = useNotify()
  const change = useStandingChange()
  const [askCancel, setAskCancel] = useState(false)
  const titleId = `standing-${order.id}`
  const run = (next: StandingChange) =>
    change.mutate(next, {
      onSuccess: () => notify(DONE[next.kind], 'success'),
      onError: (error) =>
        notify(inWords(errorMessage(error, 'The standing order could not be changed.')), 'error'),
      onSettled: () => setAskCancel(false),
    })
  const live = order.status !== 'cancelled'

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
          <Typography id={titleId} variant="h6" component="h2">
            {EVERY_WEEKS_LABELS[order.everyWeeks] ?? `Every ${order.everyWeeks} weeks`}
          </Typography>
          <Chip
            size="small"
            label={STATUS_LABELS[order.status]}
            sx={{ ...STATUS_TINTS[order.status], fontWeight: 600 }}
          />
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {linesSummary(order.lines)}
        </Typography>
        {live && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              Next deliveries
            </Typography>
            <UpcomingDates
              order={order}
              timeZone={timeZone}
              busy={change.isPending}
              onAction={(kind, deliveryDate) => run({ kind, id: order.id, deliveryDate })}
            />
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 2 }}>
              {order.status === 'active' ? (
                <Button
                  variant="outlined"
                  startIcon={<Pause />}
                  disabled={change.isPending}
                  onClick={() => run({ kind: 'pause', id: order.id })}
                  sx={{ minHeight: 44 }}
                >
                  Pause
                </Button>
              ) : (
                <Button
                  variant="contained"
                  startIcon={<PlayArrow />}
                  disabled={change.isPending}
                  onClick={() => run({ kind: 'resume', id: order.id })}
                  sx={{ minHeight: 44 }}
                >
                  Resume
                </Button>
              )}
              <EditStandingButton order={order} timeZone={timeZone} disabled={change.isPending} />
              <Button
                color="error"
                disabled={change.isPending}
                onClick={() => setAskCancel(true)}
                sx={{ minHeight: 44 }}
              >
                Cancel standing order
              </Button>
            </Stack>
          </>
        )}
      </CardContent>
      <Dialog
        open={askCancel}
        onClose={() => !change.isPending && setAskCancel(false)}
        aria-labelledby={`${titleId}-cancel`}
      >
        <DialogTitle id={`${titleId}-cancel`}>Cancel this standing order?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Nothing more is placed from it. Orders already placed stay as they are.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAskCancel(false)} disabled={change.isPending} sx={{ minHeight: 44 }}>
            Keep it
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={change.isPending}
            onClick={() => run({ kind: 'cancel', id: order.id })}
            sx={{ minHeight: 44 }}
          >
            Cancel standing order
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  )
}

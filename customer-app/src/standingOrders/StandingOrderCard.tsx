import Pause from '@mui/icons-material/Pause'
import PlayArrow from '@mui/icons-material/PlayArrow'
import { Button, Card, CardContent, Chip, DialogContentText, Stack, Typography } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { inWords } from '@provender/web-shared/ordering/delivery.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useState } from 'react'
import { EditStandingButton } from './EditStandingDialog.tsx'
import { StandingDialog } from './StandingDialog.tsx'
import { howOftenTitle, linesSummary, STATUS_LABELS, type StandingOrder } from './standingOrders.ts'
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
  const active = order.status === 'active'

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
          <Typography id={titleId} variant="h6" component="h2">
            {howOftenTitle(order)}
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
              <Button
                variant={active ? 'outlined' : 'contained'}
                startIcon={active ? <Pause /> : <PlayArrow />}
                disabled={change.isPending}
                onClick={() => run({ kind: active ? 'pause' : 'resume', id: order.id })}
                sx={{ minHeight: 44 }}
              >
                {active ? 'Pause' : 'Resume'}
              </Button>
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
      <StandingDialog
        open={askCancel}
        titleId={`${titleId}-cancel`}
        title="Cancel this standing order?"
        busy={change.isPending}
        cancelLabel="Keep it"
        confirm={{
          label: 'Cancel standing order',
          color: 'error',
          onClick: () => run({ kind: 'cancel', id: order.id }),
        }}
        onClose={() => setAskCancel(false)}
      >
        <DialogContentText>
          Nothing more is placed from it. Orders already placed stay as they are.
        </DialogContentText>
      </StandingDialog>
    </Card>
  )
}

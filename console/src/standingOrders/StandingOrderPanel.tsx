import { Box, Button, Chip, List, ListItem, Stack, Typography } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { formatCutoff } from '@provender/web-shared/format/delivery.ts'
import { formatQuantity } from '@provender/web-shared/format/index.ts'
import { movedFromLabel, scheduledDate } from '@provender/web-shared/ordering/standingOrders.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Confirm } from 'react-admin'
import { Link } from 'react-router-dom'
import { useConsoleData } from '../common/useConsoleData.ts'
import type { StandingAction, StandingOrder } from '../dataProvider/index.ts'
import { formatDeliveryDate } from '../delivery/deliveryFormat.ts'
import { EditStandingDialog } from './EditStandingDialog.tsx'
import { StandingStateChip } from './StandingStateChip.tsx'
import { dateAction, everyLabel, STATUS_LABELS } from './standingFormat.ts'

const DONE: Record<StandingAction, string> = {
  pause: 'Standing order paused.',
  resume: 'Standing order resumed.',
  cancel: 'Standing order cancelled.',
  skip: 'Date skipped.',
  unskip: 'Date back on.',
}

/** One standing order: what it orders, how often, and its next dates to skip or put back. */
export function StandingOrderPanel({
  standing,
  timeZone,
  canEdit,
}: {
  standing: StandingOrder
  timeZone: string | undefined
  canEdit: boolean
}) {
  const data = useConsoleData()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [cancelling, setCancelling] = useState(false)
  const [editing, setEditing] = useState(false)
  const change = useMutation({
    mutationFn: ({ action, date }: { action: StandingAction; date?: string }) =>
      data.changeStanding(standing.id, action, date),
    onSuccess: async (_answer, { action, date }) => {
      await queryClient.invalidateQueries({ queryKey: ['standing-orders'] })
      notify(date ? `${DONE[action]} ${formatDeliveryDate(date)}` : DONE[action], 'success')
      setCancelling(false)
    },
    onError: (failure) => notify(errorMessage(failure, 'Failed to change the standing order.'), 'error'),
  })
  const live = standing.status !== 'cancelled'
  const title = `${everyLabel(standing.everyWeeks)} from ${formatDeliveryDate(standing.startsOn)}`
  return (
    <Box component="section" aria-label={`Standing order: ${title}`} sx={{ py: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between">
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography component="h3" fontWeight={700}>
              {title}
            </Typography>
            <Chip
              size="small"
              label={STATUS_LABELS[standing.status]}
              variant={live ? 'filled' : 'outlined'}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {standing.lines
              .map((line) => `${line.name} × ${formatQuantity(line.quantity, line.quantityType)}`)
              .join(', ')}
          </Typography>
        </Stack>
        {canEdit && live && (
          <Stack direction="row" spacing={1} alignItems="flex-start">
            <Button
              size="small"
              variant="outlined"
              disabled={change.isPending}
              aria-label={`Edit standing order: ${title}`}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
            <Button
              size="small"
              variant="outlined"
              disabled={change.isPending}
              onClick={() => change.mutate({ action: standing.status === 'paused' ? 'resume' : 'pause' })}
            >
              {standing.status === 'paused' ? 'Resume' : 'Pause'}
            </Button>
            <Button
              size="small"
              color="error"
              disabled={change.isPending}
              onClick={() => setCancelling(true)}
            >
              Cancel standing order
            </Button>
          </Stack>
        )}
      </Stack>
      {live && standing.upcoming.length > 0 && (
        <List dense disablePadding aria-label={`Next dates: ${title}`} sx={{ mt: 1 }}>
          {standing.upcoming.map((date) => {
            const action = canEdit ? dateAction(standing, date) : null
            const label = formatDeliveryDate(date.date)
            return (
              <ListItem key={scheduledDate(date)} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Stack sx={{ flex: 1, minWidth: 160 }}>
                  <Typography variant="body2" fontWeight={600}>
                    {label}
                  </Typography>
                  {movedFromLabel(date) && (
                    <Typography variant="caption" color="warning.dark">
                      {movedFromLabel(date)}
                    </Typography>
                  )}
                  {timeZone && date.state === 'scheduled' && (
                    <Typography variant="caption" color="text.secondary">
                      Placed at the cut-off, {formatCutoff(date.cutoff, timeZone)}
                    </Typography>
                  )}
                </Stack>
                <StandingStateChip state={date.state} edited={date.edited} />
                {date.orderId !== null && (
                  <Button size="small" component={Link} to={`/orders/${date.orderId}`}>
                    Order #{date.orderId}
                  </Button>
                )}
                {action && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={change.isPending}
                    aria-label={`${action === 'skip' ? 'Skip' : 'Unskip'} ${label}`}
                    onClick={() => change.mutate({ action, date: scheduledDate(date) })}
                  >
                    {action === 'skip' ? 'Skip' : 'Unskip'}
                  </Button>
                )}
              </ListItem>
            )
          })}
        </List>
      )}
      {editing && <EditStandingDialog standing={standing} onClose={() => setEditing(false)} />}
      <Confirm
        isOpen={cancelling}
        loading={change.isPending}
        title="Cancel standing order"
        content={`Stop placing "${title}"? Orders already placed stay as they are. This cannot be undone.`}
        confirm="Cancel standing order"
        cancel="Keep it"
        confirmColor="warning"
        onClose={() => setCancelling(false)}
        onConfirm={() => change.mutate({ action: 'cancel' })}
      />
    </Box>
  )
}

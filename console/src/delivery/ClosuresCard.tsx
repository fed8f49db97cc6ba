import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  LinearProgress,
  List,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { api, errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useGetList } from 'react-admin'
import { ConfirmDelete } from '../common/ConfirmDelete.tsx'
import { DeleteQuestion } from '../common/DeleteQuestion.tsx'
import type { Closure } from '../dataProvider/index.ts'
import { ActionRow } from './ActionRow.tsx'
import { AddClosureDialog } from './AddClosureDialog.tsx'
import { ClosureOrdersDialog } from './ClosureOrdersDialog.tsx'
import { CLOSURE_MESSAGES, ordersLabel } from './closures.ts'
import { formatDateSpan, todayIn } from './deliveryFormat.ts'
import {
  STANDING_MOVE_PATH,
  type StandingMove,
  standingMoveKey,
  standingMoveWords,
  useStandingMove,
} from './standingMove.ts'
import { useCompanySchedule } from './useCompanySchedule.ts'

/** The distributor's closures, soonest first, with the orders that ship during each. */
export function ClosuresCard({ canEdit }: { canEdit: boolean }) {
  const schedule = useCompanySchedule()
  const {
    data: closures = [],
    isPending,
    error,
  } = useGetList<Closure>('closures', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'from', order: 'ASC' },
  })
  const [adding, setAdding] = useState(false)
  const [showing, setShowing] = useState<Closure | null>(null)
  const [deleting, setDeleting] = useState<Closure | null>(null)
  const today = schedule.data ? todayIn(schedule.data.timeZone) : ''
  return (
    <Card>
      <CardHeader
        title="Closures"
        subheader="Days nothing ships: holidays, stock-takes."
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={
          canEdit && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setAdding(true)}
              disabled={!today}
            >
              Add closure
            </Button>
          )
        }
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <StandingMoveSetting canEdit={canEdit} />
        {isPending && <LinearProgress aria-label="Loading closures" />}
        {error ? <Alert severity="error">{errorMessage(error, 'Failed to load closures.')}</Alert> : null}
        {!isPending && !error && closures.length === 0 && (
          <Typography color="text.secondary">No closures planned.</Typography>
        )}
        <List disablePadding aria-label="Closures">
          {closures.map((closure) => (
            <ActionRow
              key={closure.id}
              primary={formatDateSpan(closure.from, closure.to)}
              secondary={
                closure.standingMove
                  ? `${closure.reason} · standing orders to ${standingMoveWords(closure.standingMove)}`
                  : closure.reason
              }
            >
              <Stack direction="row" spacing={1} alignItems="center">
                {closure.orderCount > 0 ? (
                  <Button size="small" variant="outlined" color="warning" onClick={() => setShowing(closure)}>
                    {ordersLabel(closure.orderCount)} to move
                  </Button>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    No orders
                  </Typography>
                )}
                {canEdit && (
                  <IconButton
                    aria-label={`Delete the closure ${formatDateSpan(closure.from, closure.to)}`}
                    onClick={() => setDeleting(closure)}
                  >
                    <DeleteIcon />
                  </IconButton>
                )}
              </Stack>
            </ActionRow>
          ))}
        </List>
      </CardContent>
      {canEdit && today && (
        <AddClosureDialog
          open={adding}
          today={today}
          onClose={() => setAdding(false)}
          onHasOrders={setShowing}
        />
      )}
      <ClosureOrdersDialog closure={showing} onClose={() => setShowing(null)} />
      <ConfirmDelete
        resource="closures"
        record={deleting}
        title="Delete closure"
        content={
          <DeleteQuestion
            name={deleting ? `${formatDateSpan(deleting.from, deleting.to)} (${deleting.reason})` : undefined}
            warning="Those days become delivery days again, and customers can order for them."
          />
        }
        messages={{ deleted: CLOSURE_MESSAGES.deleted, deleteFailed: CLOSURE_MESSAGES.deleteFailed }}
        onClose={() => setDeleting(null)}
      />
    </Card>
  )
}

/**
 * Where a closure moves the standing-order dates it falls on unless the closure says otherwise
 * (issue 36): admins set it, other staff read it. A closure keeps the direction it was added with.
 */
function StandingMoveSetting({ canEdit }: { canEdit: boolean }) {
  const setting = useStandingMove()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const save = useMutation({
    mutationFn: (standingMove: StandingMove) =>
      api(STANDING_MOVE_PATH, { method: 'PUT', body: { standingMove } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: standingMoveKey })
      notify('Saved: new closures move standing orders that way.', 'success')
    },
    onError: (failure) => notify(errorMessage(failure, 'Failed to save the setting.'), 'error'),
  })
  const move = setting.data?.standingMove
  if (!move) return null
  if (!canEdit) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        A standing order's date on a closed day moves to {standingMoveWords(move)}.
      </Typography>
    )
  }
  return (
    <TextField
      select
      size="small"
      label="Standing orders on a closed day move to"
      value={move}
      disabled={save.isPending}
      onChange={(event) => save.mutate(event.target.value as StandingMove)}
      helperText="The default of each new closure; its customers are mailed."
      sx={{ mb: 2, minWidth: 280 }}
    >
      <MenuItem value="previous">{standingMoveWords('previous')}</MenuItem>
      <MenuItem value="next">{standingMoveWords('next')}</MenuItem>
    </TextField>
  )
}

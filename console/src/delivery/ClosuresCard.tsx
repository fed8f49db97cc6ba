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
  Stack,
  Typography,
} from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
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
              secondary={closure.reason}
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

import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { formatDeliveryDateShort } from '../format/delivery.ts'
import { type DeliveryRefusal, outsideScheduleQuestion } from './delivery.ts'

/**
 * Staff ordering by phone for a date the schedule refuses (409 DELIVERY_DATE_UNAVAILABLE): place
 * it anyway, recorded as outside the schedule (as an order outside the ordering window is), or
 * take the next delivery date the server offered. Nothing was placed yet.
 */
export function OutsideScheduleDialog({
  refusal,
  date,
  busy,
  onPlaceAnyway,
  onUseNext,
  onClose,
}: {
  refusal: DeliveryRefusal | null
  /** The date that was refused. */
  date: string | null
  busy: boolean
  onPlaceAnyway: () => void
  onUseNext: (date: string) => void
  onClose: () => void
}) {
  const next = refusal?.nextDeliveryDate ?? null
  return (
    <Dialog
      open={refusal !== null}
      onClose={() => !busy && onClose()}
      aria-labelledby="outside-schedule-title"
    >
      <DialogTitle id="outside-schedule-title">Not a delivery date</DialogTitle>
      <DialogContent>
        <DialogContentText>{refusal ? outsideScheduleQuestion(refusal, date) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {next && (
          <Button onClick={() => onUseNext(next)} disabled={busy}>
            Use {formatDeliveryDateShort(next)}
          </Button>
        )}
        <Button variant="contained" onClick={onPlaceAnyway} disabled={busy}>
          {busy ? 'Placing…' : 'Place it anyway'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

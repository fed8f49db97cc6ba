import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { formatDeliveryDate } from '@provender/web-shared/format/delivery.ts'
import { inWords } from '@provender/web-shared/ordering/delivery.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { STANDING_ORDERS_PATH } from '../routing/routeDecision.ts'
import { EVERY_WEEKS_LABELS } from './standingOrders.ts'
import { useMakeStanding } from './useStandingOrders.ts'

/**
 * "Make this a standing order": the past order's lines, placed for the customer at each delivery
 * day's cut-off, every week or every other week, from the next open delivery date.
 */
export function MakeStandingDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const [everyWeeks, setEveryWeeks] = useState<1 | 2>(1)
  const make = useMakeStanding()
  const notify = useNotify()
  const navigate = useNavigate()
  const submit = () =>
    make.mutate(
      { fromOrderId: orderId, everyWeeks },
      {
        onSuccess: (made) => {
          const first = formatDeliveryDate(made?.upcoming?.[0]?.date ?? made?.startsOn)
          notify(first ? `Standing order made, first for ${first}.` : 'Standing order made.', 'success')
          navigate(STANDING_ORDERS_PATH)
        },
      },
    )

  return (
    <Dialog
      open
      onClose={() => !make.isPending && onClose()}
      aria-labelledby="make-standing-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="make-standing-title">Make order #{orderId} standing</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1.5 }}>
          These lines are placed for you at each delivery day’s cut-off, at the prices of that day. You can
          skip a date or pause it any time before.
        </Typography>
        <RadioGroup
          aria-label="How often"
          value={String(everyWeeks)}
          onChange={(e) => setEveryWeeks(e.target.value === '2' ? 2 : 1)}
        >
          {([1, 2] as const).map((weeks) => (
            <FormControlLabel
              key={weeks}
              value={String(weeks)}
              control={<Radio />}
              label={EVERY_WEEKS_LABELS[weeks]}
              sx={{ minHeight: 44 }}
            />
          ))}
        </RadioGroup>
        {make.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {inWords(errorMessage(make.error, 'The standing order could not be made.'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={make.isPending} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={make.isPending} sx={{ minHeight: 44 }}>
          {make.isPending ? 'Saving…' : 'Make standing'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

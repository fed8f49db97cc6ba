import { Typography } from '@mui/material'
import { formatDeliveryDate } from '@provender/web-shared/format/delivery.ts'
import { HowOftenChoice } from '@provender/web-shared/ordering/HowOftenChoice.tsx'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { STANDING_ORDERS_PATH } from '../routing/routeDecision.ts'
import { StandingDialog } from './StandingDialog.tsx'
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
    <StandingDialog
      titleId="make-standing-title"
      title={`Make order #${orderId} standing`}
      busy={make.isPending}
      error={make.error}
      failed="The standing order could not be made."
      confirm={{ label: 'Make standing', busyLabel: 'Saving…', onClick: submit }}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography>
        These lines are placed for you at each delivery day’s cut-off, at the prices of that day. You can skip
        a date or pause it any time before.
      </Typography>
      <HowOftenChoice value={everyWeeks} disabled={make.isPending} onChange={setEveryWeeks} />
    </StandingDialog>
  )
}

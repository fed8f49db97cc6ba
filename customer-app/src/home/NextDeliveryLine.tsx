import LocalShipping from '@mui/icons-material/LocalShipping'
import { Stack, Typography } from '@mui/material'
import { formatCutoff, formatDeliveryDate } from '@provender/web-shared/format/delivery.ts'
import { closedDateSentence } from '@provender/web-shared/ordering/delivery.ts'
import { useDeliveryOptions } from '../orders/useDeliveryOptions.ts'

/**
 * Issue 25 on the home screen: the next delivery and its cut-off, one line. Loaded beside its
 * data, outside the first load; nothing for a customer without delivery days.
 */
export function NextDeliveryLine() {
  const next = useDeliveryOptions().data
  if (!next?.scheduled) return null
  const text = next.next
    ? `Next delivery ${formatDeliveryDate(next.next.date)} · order by ${formatCutoff(next.next.cutoff, next.timeZone)}`
    : 'No delivery date is open right now.'
  // A usual day closed before the next delivery is why that delivery is later than expected.
  const closedFirst = (next.closed ?? []).filter((c) => !next.next || c.date < next.next.date)
  return (
    <>
      <Stack direction="row" spacing={0.75} alignItems="center" sx={{ mt: 0.5, color: 'text.secondary' }}>
        <LocalShipping fontSize="small" />
        <Typography variant="body1" data-testid="next-delivery">
          {text}
        </Typography>
      </Stack>
      {closedFirst.map((closed) => (
        <Typography key={closed.date} variant="body2" color="text.secondary" data-testid="closed-date">
          {closedDateSentence(closed)}
        </Typography>
      ))}
    </>
  )
}

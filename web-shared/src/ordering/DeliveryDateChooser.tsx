import EventBusy from '@mui/icons-material/EventBusy'
import LocalShipping from '@mui/icons-material/LocalShipping'
import { Box, Chip, Stack, Typography } from '@mui/material'
import { formatDeliveryDateShort } from '../format/delivery.ts'
import { chosenDelivery, closedDateSentence, type DeliveryOptions, orderBySentence } from './delivery.ts'

/**
 * The delivery date of an order (issue 25): "Order by 10:00 pm Monday for Tuesday, Dec 1", and the
 * other offered dates as chips, one tap to change. The next date is chosen already, so an order
 * for it takes no tap here. A day a closure took away is named with its reason, never just
 * missing (issue 36). A customer without delivery days sees nothing.
 */
export function DeliveryDateChooser({
  options,
  value,
  onChange,
  choose = true,
  disabled = false,
  deviceZone,
}: {
  options: DeliveryOptions | undefined
  /** The date asked for; one no longer offered reads as the next. */
  value: string | null
  onChange: (date: string) => void
  /** Offer the other dates; without, only the sentence (while choosing items). */
  choose?: boolean
  disabled?: boolean
  deviceZone?: string
}) {
  const chosen = chosenDelivery(options, value)
  if (!options || !chosen) return null
  return (
    <Box component="section" aria-label="Delivery date">
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <LocalShipping fontSize="small" color="primary" sx={{ mt: 0.25 }} aria-hidden />
        <Typography data-testid="order-by" sx={{ fontWeight: 600 }}>
          {orderBySentence(chosen, options.timeZone, deviceZone)}
        </Typography>
      </Stack>
      {choose && options.dates.length > 1 && (
        <Box
          role="group"
          aria-label="Choose a delivery date"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.25 }}
        >
          {options.dates.map((option) => {
            const selected = option.date === chosen.date
            return (
              <Chip
                key={option.date}
                label={formatDeliveryDateShort(option.date)}
                clickable
                disabled={disabled}
                aria-pressed={selected}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                onClick={() => onChange(option.date)}
                sx={{ minHeight: 44, borderRadius: 22, fontWeight: selected ? 700 : 500 }}
              />
            )
          })}
        </Box>
      )}
      {choose && (options.closed ?? []).length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.25 }}>
          {(options.closed ?? []).map((closed) => (
            <Stack
              component="li"
              key={closed.date}
              direction="row"
              spacing={1}
              alignItems="flex-start"
              data-testid="closed-date"
            >
              <EventBusy fontSize="small" sx={{ mt: 0.25, color: 'text.secondary' }} aria-hidden />
              <Typography variant="body2" color="text.secondary">
                {closedDateSentence(closed)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  )
}

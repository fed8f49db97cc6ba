import { Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material'
import { useFormInput } from '../common/useFormInput.ts'
import { timeOptions, twelveHour } from '../dashboard/orderingHours.ts'
import { type DayDraft, MAX_CUTOFF_DAYS } from './deliveryDays.ts'
import { weekdayName } from './deliveryFormat.ts'

const TIMES = timeOptions()
const DAYS_BEFORE = Array.from({ length: MAX_CUTOFF_DAYS }, (_, i) => i + 1)

/**
 * The form's `days` value as seven rows: a weekday delivered or not, and for each one delivered
 * when its orders close ("1 day before" at "10:00 pm"). Native selects keep the choices readable
 * to a screen reader and usable on a phone.
 */
export function DeliveryDaysInput({ disabled }: { disabled: boolean }) {
  const { field, fieldState } = useFormInput<DayDraft[]>('days')
  const days: DayDraft[] = field.value ?? []
  const change = (weekday: number, next: Partial<DayDraft>) =>
    field.onChange(days.map((d) => (d.weekday === weekday ? { ...d, ...next } : d)))
  const problem = fieldState.error?.message
  return (
    <Stack spacing={1} role="group" aria-label="Delivery days">
      {days.map((day) => {
        const name = weekdayName(day.weekday)
        return (
          <Stack
            key={day.weekday}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 2 }}
            alignItems={{ xs: 'stretch', sm: 'center' }}
            sx={{ minHeight: 48 }}
          >
            <FormControlLabel
              sx={{ width: { sm: 160 }, flexShrink: 0 }}
              control={
                <Checkbox
                  checked={day.on}
                  disabled={disabled}
                  onChange={(e) => change(day.weekday, { on: e.target.checked })}
                />
              }
              label={name}
            />
            {day.on && (
              // Each select is as wide as its longest choice (not the theme's full width, which
              // pushed the time past the card at 1440 px); on a phone too narrow for both, the
              // time goes under the day rather than either being cut (issue 36).
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                flexWrap="wrap"
                alignItems="center"
                sx={{ pl: { xs: 3, sm: 0 }, width: { xs: '100%', sm: 'auto' } }}
              >
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: { xs: 'none', md: 'block' }, whiteSpace: 'nowrap' }}
                >
                  Orders close
                </Typography>
                <TextField
                  select
                  size="small"
                  fullWidth={false}
                  disabled={disabled}
                  value={day.cutoffDaysBefore}
                  onChange={(e) => change(day.weekday, { cutoffDaysBefore: Number(e.target.value) })}
                  slotProps={{
                    select: { native: true },
                    htmlInput: { 'aria-label': `${name}: days before the delivery` },
                  }}
                  sx={{ flex: { xs: '1 1 auto', sm: 'none' } }}
                >
                  {DAYS_BEFORE.map((n) => (
                    <option key={n} value={n}>
                      {n === 1 ? 'The day before' : `${n} days before`}
                    </option>
                  ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  fullWidth={false}
                  disabled={disabled}
                  value={day.cutoffTime}
                  onChange={(e) => change(day.weekday, { cutoffTime: e.target.value })}
                  slotProps={{
                    select: { native: true },
                    htmlInput: { 'aria-label': `${name}: cut-off time` },
                  }}
                  sx={{ flex: { xs: '1 1 auto', sm: 'none' } }}
                >
                  {/* A time saved off the 5-minute step stays choosable. */}
                  {(TIMES.includes(day.cutoffTime) ? TIMES : [day.cutoffTime, ...TIMES]).map((time) => (
                    <option key={time} value={time}>
                      {twelveHour(time)}
                    </option>
                  ))}
                </TextField>
              </Stack>
            )}
          </Stack>
        )
      })}
      {problem && (
        <Typography role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      )}
    </Stack>
  )
}

import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material'

/** How often a standing order repeats, as both apps name it. */
export const EVERY_WEEKS_LABELS: Record<1 | 2, string> = { 1: 'Every week', 2: 'Every other week' }

/** How often a standing order repeats: every week or every other week, each choice 44px tall. */
export function HowOftenChoice({
  value,
  disabled,
  onChange,
}: {
  value: 1 | 2
  disabled: boolean
  onChange: (everyWeeks: 1 | 2) => void
}) {
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ mt: 2 }}>
      <FormLabel component="legend">How often</FormLabel>
      <RadioGroup value={String(value)} onChange={(e) => onChange(e.target.value === '2' ? 2 : 1)}>
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
    </FormControl>
  )
}

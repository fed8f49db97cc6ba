import { Grid } from '@mui/material'
import { BoundedTextField } from '@provender/web-shared/BoundedTextField.tsx'

/**
 * One required, bounded text field of a form held as values and errors by field name, in a
 * half-width grid cell (full width on a phone).
 */
export function FormGridField<F extends string>({
  field,
  label,
  max,
  values,
  errors,
  onChange,
  disabled,
}: {
  field: F
  label: string
  max: number
  values: Record<F, string>
  errors: Partial<Record<F, string | undefined>>
  onChange: (field: F, value: string) => void
  disabled: boolean
}) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <BoundedTextField
        label={label}
        required
        max={max}
        value={values[field]}
        onChange={(e) => onChange(field, e.target.value)}
        error={Boolean(errors[field])}
        helperText={errors[field]}
        disabled={disabled}
      />
    </Grid>
  )
}

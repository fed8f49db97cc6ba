import { Checkbox, FormControlLabel } from '@mui/material'
import { useFormInput } from '../common/useFormInput.ts'

/** Issue 37: the product's "Taxable" checkbox; the ship-to's rate applies to it on an invoice. */
export function TaxableInput() {
  const { field } = useFormInput<boolean>('taxable')
  return (
    <FormControlLabel
      label="Taxable (the ship-to's sales-tax rate applies)"
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  )
}

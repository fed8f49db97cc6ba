import { FormControlLabel, Switch } from '@mui/material'

/**
 * Issue 36: a line's "Substitute OK", on the review step's card. Its name says the product
 * ("Substitute OK for Heavy cream"), so a screen reader moving through the cards knows which.
 */
export function SubstituteSwitch({
  productName,
  allowed,
  disabled,
  onChange,
}: {
  productName: string
  allowed: boolean
  disabled: boolean
  onChange: (allowed: boolean) => void
}) {
  return (
    <FormControlLabel
      label="Substitute OK"
      disabled={disabled}
      control={
        <Switch
          size="small"
          checked={allowed}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'aria-label': `Substitute OK for ${productName}` } }}
        />
      }
      slotProps={{ typography: { variant: 'body2' } }}
      sx={{ alignSelf: 'flex-start', ml: -0.5, mr: 0, minHeight: 32, display: 'flex' }}
    />
  )
}

import { FormControlLabel, Switch } from '@mui/material'

/**
 * Issue 36: a line's "Substitute OK" (the warehouse may ship a named substitute when it is short),
 * in both apps' order lines. Its name says the product ("Substitute OK for Heavy cream"), so a
 * screen reader moving through the lines knows which.
 */
export function SubstituteSwitch({
  productName,
  allowed,
  disabled,
  onChange,
}: {
  productName: string
  allowed: boolean
  disabled?: boolean
  onChange: (allowed: boolean) => void
}) {
  return (
    <FormControlLabel
      label="Substitute OK"
      disabled={disabled ?? false}
      control={
        <Switch
          size="small"
          checked={allowed}
          onChange={(event) => onChange(event.target.checked)}
          // A small switch draws 24 px tall; its tap target (the input over it) is made 44 px
          // tall around it, the phone's minimum, without a taller card.
          slotProps={{
            input: {
              'aria-label': `Substitute OK for ${productName}`,
              style: { height: 44, top: 'calc(50% - 22px)' },
            },
          }}
        />
      }
      slotProps={{ typography: { variant: 'body2' } }}
      sx={{ alignSelf: 'flex-start', ml: -0.5, mr: 0, minHeight: 44, display: 'flex' }}
    />
  )
}

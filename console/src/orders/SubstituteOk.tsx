import { FormControlLabel, Switch } from '@mui/material'

/** Issue 36: per line, each product's own choice; a line without one takes the customer's default. */
export type SubstituteChoices = Readonly<Record<string, boolean>>

export const allowsSubstitute = (choices: SubstituteChoices, productId: string, fallback: boolean) =>
  choices[productId] ?? fallback

/** The lines as sent, each with the choice its switch showed. */
export const withSubstitutes = <Item extends { productId: string }>(
  items: readonly Item[],
  choices: SubstituteChoices,
  fallback: boolean,
) =>
  items.map((item) => ({ ...item, substituteAllowed: allowsSubstitute(choices, item.productId, fallback) }))

/** "Substitute OK" on one line: the warehouse may ship a named substitute when it is short. */
export function SubstituteOk({
  name,
  allowed,
  disabled,
  onChange,
}: {
  name: string
  allowed: boolean
  disabled?: boolean
  onChange: (allowed: boolean) => void
}) {
  return (
    <FormControlLabel
      sx={{ ml: -0.5, mt: 0.5 }}
      control={
        <Switch
          size="small"
          checked={allowed}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'aria-label': `Substitute OK for ${name}` } }}
        />
      }
      label="Substitute OK"
    />
  )
}

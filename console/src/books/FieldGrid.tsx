import { Grid } from '@mui/material'
import { NumberInput, SelectInput, TextInput, type Validator } from 'react-admin'

/** One input of a form laid out in a grid row: react-admin's own, told by `kind`. */
export interface GridField {
  source: string
  label: string
  /** Its share of the twelve columns from tablet width up; a phone gives every field the row. */
  sm: number
  kind?: 'text' | 'number' | 'select'
  validate?: Validator | Validator[]
  helperText?: string
  /** A number's bounds and step, given to the browser's own stepper. */
  number?: { min: number; max?: number; step: number }
  choices?: { id: string; name: string }[]
  /** False leaves the cell empty (a field that only applies to one choice of another). */
  shown?: boolean
}

/**
 * A row of inputs from a list, so each form says what it asks (source, label, check) rather than
 * repeating the same grid cell around each; `disabled` holds them all for a reader.
 */
export function FieldGrid({ fields, disabled }: { fields: readonly GridField[]; disabled: boolean }) {
  return (
    <Grid container columnSpacing={2} rowSpacing={2} sx={{ mb: 2 }}>
      {fields.map(({ sm, kind = 'text', shown = true, number, choices = [], ...input }) => (
        <Grid key={input.source} size={{ xs: 12, sm }}>
          {shown && kind === 'text' && <TextInput {...input} disabled={disabled} />}
          {shown && kind === 'number' && (
            <NumberInput {...input} {...number} size="medium" disabled={disabled} />
          )}
          {shown && kind === 'select' && <SelectInput {...input} choices={choices} disabled={disabled} />}
        </Grid>
      ))}
    </Grid>
  )
}

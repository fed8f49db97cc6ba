import { Grid } from '@mui/material'
import type { ComponentProps } from 'react'
import { BoundedTextInput } from './TextFieldInput.tsx'

/** One required bounded text input of a react-admin form, in a half-width grid cell (full width on a phone). */
export function FormGridField(props: ComponentProps<typeof BoundedTextInput>) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <BoundedTextInput required {...props} />
    </Grid>
  )
}

import { Box, TextField, type TextFieldProps } from '@mui/material'
import { textLength } from '@provender/events'

export type BoundedTextFieldProps = Omit<TextFieldProps, 'value'> & {
  value: string
  /** The text policy's limit for this field (the constant the server's schema uses). */
  max: number
}

/**
 * A text field held to the server's limit: typing stops at `max`, and a counter beside the
 * helper text shows how much is used, so a name is never refused after it was typed. A stored
 * value already over the limit shows it in the error colour, and the form's validator says so.
 */
export function BoundedTextField({ value, max, helperText, slotProps, ...props }: BoundedTextFieldProps) {
  const length = textLength(value)
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {}
  const helper = typeof slotProps?.formHelperText === 'object' ? slotProps.formHelperText : {}
  return (
    <TextField
      {...props}
      value={value}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{helperText}</span>
          <Box component="span" sx={{ flexShrink: 0, color: length > max ? 'error.main' : 'text.secondary' }}>
            {`${length}/${max}`}
          </Box>
        </Box>
      }
      slotProps={{
        ...slotProps,
        htmlInput: { ...htmlInput, maxLength: max },
        // A form disabled while it sends still explains its fields: MUI's disabled grey fails contrast.
        formHelperText: { ...helper, sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
    />
  )
}

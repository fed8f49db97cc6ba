import { TextField, type TextFieldProps } from '@mui/material'
import { BoundedTextField, type BoundedTextFieldProps } from '@provender/web-shared/BoundedTextField.tsx'
import type { FocusEvent } from 'react'
import { fieldErrorText } from './fieldError.ts'
import { useFormInput } from './useFormInput.ts'

type Bound = 'value' | 'name' | 'onChange' | 'error' | 'onBlur'

/** How an input's typed text becomes the form's value (a select's number, say); as typed by default. */
type Parse = (typed: string) => unknown
/** How the form's value is shown; as held by default. */
type Format = (value: unknown) => unknown

/**
 * A react-admin input drawn as a plain MUI text field (or select), so the console's fields keep
 * their look; its error is the form validator's or the server's issue, in place of the hint.
 */
export function TextFieldInput({
  source,
  parse,
  format,
  onBlur,
  helperText,
  ...props
}: Omit<TextFieldProps, Bound> & {
  source: string
  parse?: Parse
  format?: Format
  onBlur?: (value: string) => void
}) {
  const bound = useBoundInput(source, parse, onBlur)
  const { errorText, ...field } = bound
  return (
    <TextField
      {...props}
      {...field}
      value={format ? format(field.value) : field.value}
      helperText={errorText ?? helperText}
    />
  )
}

/** The same, held to the server's text limit with a counter (see BoundedTextField). */
export function BoundedTextInput({
  source,
  onBlur,
  helperText,
  ...props
}: Omit<BoundedTextFieldProps, Bound> & { source: string; onBlur?: (value: string) => void }) {
  const { errorText, ...field } = useBoundInput(source, undefined, onBlur)
  return <BoundedTextField {...props} {...field} helperText={errorText ?? helperText} />
}

function useBoundInput(
  source: string,
  parse: Parse | undefined,
  onBlur: ((value: string) => void) | undefined,
) {
  const { field, fieldState } = useFormInput(source)
  const errorText = fieldErrorText(fieldState.error)
  return {
    name: field.name,
    inputRef: field.ref,
    value: field.value ?? '',
    onChange: (event: { target: { value: string } }) =>
      field.onChange(parse ? parse(event.target.value) : event.target.value),
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      field.onBlur()
      onBlur?.(event.target.value)
    },
    error: errorText !== undefined,
    errorText,
  }
}

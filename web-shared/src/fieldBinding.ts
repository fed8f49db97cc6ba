/**
 * The props that tie one text field to a form held as values and errors by field name: its value,
 * its change, and its error shown in place of the hint.
 */
export function fieldBinding<F extends string>(
  values: Readonly<Record<F, string>>,
  errors: Readonly<Partial<Record<F, string | undefined>>>,
  update: (field: F, value: string) => void,
) {
  return (field: F) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
  })
}

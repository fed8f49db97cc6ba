import { useState } from 'react'

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

export type FieldErrors<F extends string> = Partial<Record<F, string>>

/**
 * A form of text fields held as values and errors by field name. Typing in a field clears its
 * error, so a message never outlives the value it was about.
 */
export function useFieldForm<F extends string>(initial: Record<F, string> | (() => Record<F, string>)) {
  const [values, setValues] = useState<Record<F, string>>(initial)
  const [errors, setErrors] = useState<FieldErrors<F>>({})

  function update(field: F, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  /** Runs the screen's own checks, shows what they found, and says whether the form may be sent. */
  function validate(check: (values: Record<F, string>) => FieldErrors<F>): boolean {
    const found = check(values)
    setErrors(found)
    return Object.keys(found).length === 0
  }

  return {
    values,
    setValues,
    errors,
    setErrors,
    update,
    validate,
    bind: fieldBinding(values, errors, update),
  }
}

import { Grid, TextField } from '@mui/material'
import { EMAIL_MAX, formatPhone, PERSON_NAME_MAX } from '@provender/events'
import { checkEmailOnBlur } from '@provender/web-shared/emailField.ts'
import { nextPhoneDigits } from '@provender/web-shared/phoneInput.ts'
import { useFormContext } from 'react-hook-form'
import { FormGridField } from './FormGridField.tsx'
import { fieldErrorText } from './fieldError.ts'
import { useFormInput } from './useFormInput.ts'

/**
 * First and last name, email (trimmed and lower-cased on blur, spec 5) and the phone,
 * masked as (###) ###-#### while only its digits are kept: inputs of the react-admin form
 * around them, whose validator gives the messages.
 */
export function ContactFields({ disabled = false }: { disabled?: boolean }) {
  return (
    <>
      <FormGridField source="firstName" label="First name" max={PERSON_NAME_MAX} disabled={disabled} />
      <FormGridField source="lastName" label="Last name" max={PERSON_NAME_MAX} disabled={disabled} />
      <FormGridField
        source="email"
        label="Email"
        type="email"
        max={EMAIL_MAX}
        disabled={disabled}
        onBlur={useEmailBlurCheck()}
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <PhoneInput disabled={disabled} />
      </Grid>
    </>
  )
}

/** Spec 5: the email is tidied as the field is left, and a wrong one said at once. */
function useEmailBlurCheck() {
  const { setValue, setError, clearErrors } = useFormContext()
  return (typed: string) => {
    const checked = checkEmailOnBlur(typed)
    setValue('email', checked.value, { shouldDirty: true })
    if (checked.error) setError('email', { type: 'manual', message: checked.error })
    else clearErrors('email')
  }
}

/** The phone shown masked while the form holds its digits. */
function PhoneInput({ disabled }: { disabled: boolean }) {
  const { field, fieldState } = useFormInput('phone')
  const digits = String(field.value ?? '')
  const error = fieldErrorText(fieldState.error)
  return (
    <TextField
      label="Phone"
      type="tel"
      required
      placeholder="(555) 555-5555"
      name={field.name}
      inputRef={field.ref}
      value={formatPhone(digits)}
      onChange={(e) => field.onChange(nextPhoneDigits(digits, e.target.value))}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
    />
  )
}

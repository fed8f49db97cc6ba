import { Grid, TextField } from '@mui/material'
import { EMAIL_MAX, formatPhone, PERSON_NAME_MAX } from '@provender/events'
import { BoundedTextField } from '@provender/web-shared/BoundedTextField.tsx'
import { checkEmailOnBlur } from '@provender/web-shared/emailField.ts'
import { nextPhoneDigits } from '@provender/web-shared/phoneInput.ts'
import type { Contact, ContactErrors } from './contact.ts'
import { FormGridField } from './FormGridField.tsx'

/**
 * First and last name, email (trimmed and lower-cased on blur, spec 5) and the phone,
 * masked as (###) ###-#### while only its digits are kept.
 */
export function ContactFields({
  value,
  errors,
  onChange,
  onError,
  disabled = false,
}: {
  value: Contact
  errors: ContactErrors
  onChange: (field: keyof Contact, value: string) => void
  onError: (field: keyof Contact, message: string | undefined) => void
  disabled?: boolean
}) {
  return (
    <>
      <FormGridField
        field="firstName"
        label="First name"
        max={PERSON_NAME_MAX}
        values={value}
        errors={errors}
        onChange={onChange}
        disabled={disabled}
      />
      <FormGridField
        field="lastName"
        label="Last name"
        max={PERSON_NAME_MAX}
        values={value}
        errors={errors}
        onChange={onChange}
        disabled={disabled}
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <BoundedTextField
          label="Email"
          type="email"
          required
          max={EMAIL_MAX}
          value={value.email}
          onChange={(e) => onChange('email', e.target.value)}
          onBlur={() => {
            const checked = checkEmailOnBlur(value.email)
            onChange('email', checked.value)
            onError('email', checked.error ?? undefined)
          }}
          error={Boolean(errors.email)}
          helperText={errors.email}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Phone"
          type="tel"
          required
          placeholder="(555) 555-5555"
          value={formatPhone(value.phone)}
          onChange={(e) => onChange('phone', nextPhoneDigits(value.phone, e.target.value))}
          error={Boolean(errors.phone)}
          helperText={errors.phone}
          disabled={disabled}
        />
      </Grid>
    </>
  )
}

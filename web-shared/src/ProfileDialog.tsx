import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  Stack,
  TextField,
} from '@mui/material'
import {
  EMAIL_MAX,
  emailSchema,
  firstNameSchema,
  formatPhone,
  isValidPhone,
  lastNameSchema,
  normalizeEmail,
  PERSON_NAME_MAX,
  textIssue,
} from '@provender/events'
import { type FormEvent, useEffect, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { ApiError, api, errorMessage } from './api.ts'
import { BoundedTextField } from './BoundedTextField.tsx'
import { CancelAndSubmit } from './CancelAndSubmit.tsx'
import { useFieldForm } from './fieldBinding.ts'
import { MailPreferencesSection } from './MailPreferencesSection.tsx'
import { nextPhoneDigits } from './phoneInput.ts'
import { useNotify } from './SnackbarProvider.tsx'
import { loadStoredUser, type SessionUser, storeUser } from './session.ts'
import { usePhone } from './usePhone.ts'

export const PROFILE_MESSAGES = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter a valid email.',
  phone: 'Enter a valid 10-digit phone number.',
  general: 'Please fix the highlighted fields.',
  saved: 'Profile updated.',
  failed: 'Failed to update profile',
} as const

export interface ProfileForm {
  firstName: string
  lastName: string
  email: string
  /** Digits only; shown masked. */
  phone: string
}

type ProfileErrors = Partial<Record<keyof ProfileForm, string>>

/** The server's own schemas for the names and the email: the same limits, the same messages. */
export function validateProfile(form: ProfileForm): ProfileErrors {
  const found: ProfileErrors = {
    firstName: textIssue(firstNameSchema, form.firstName),
    lastName: textIssue(lastNameSchema, form.lastName),
    email: textIssue(emailSchema, form.email),
    phone: isValidPhone(form.phone) ? undefined : PROFILE_MESSAGES.phone,
  }
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as ProfileErrors
}

/** The server answers 400 with spec 5's own messages in `issues`; put each under its field. */
function fieldErrorsFromIssues(issues: string[]): ProfileErrors {
  const errors: ProfileErrors = {}
  for (const field of ['firstName', 'lastName', 'email', 'phone'] as const) {
    if (issues.includes(PROFILE_MESSAGES[field])) errors[field] = PROFILE_MESSAGES[field]
  }
  return errors
}

function formFromUser(user: SessionUser | null): ProfileForm {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: (user?.phone ?? '').replace(/\D/g, ''),
  }
}

export interface ProfileDialogProps {
  open: boolean
  onClose: () => void
  /** Lets the app refresh what it shows of the user (e.g. the name in the top bar). */
  onSaved?: (user: SessionUser) => void
}

export function ProfileDialog({ open, onClose, onSaved }: ProfileDialogProps) {
  const notify = useNotify()
  const fullScreen = usePhone()
  const fields = useFieldForm<keyof ProfileForm>(() => formFromUser(loadStoredUser()))
  const { values: form, setValues, errors, setErrors, update, bind } = fields
  const [general, setGeneral] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const role = loadStoredUser()?.role

  useEffect(() => {
    if (!open) return
    setValues(formFromUser(loadStoredUser()))
    setErrors({})
    setGeneral(null)
  }, [open, setValues, setErrors])

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!fields.validate(validateProfile)) {
      setGeneral(PROFILE_MESSAGES.general)
      return
    }
    setGeneral(null)
    setSaving(true)
    try {
      const { user } = await api<{ user: SessionUser }>('/api/account/profile', {
        method: 'PUT',
        body: {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: normalizeEmail(form.email),
          phone: form.phone,
        },
      })
      storeUser(user)
      onSaved?.(user)
      notify(PROFILE_MESSAGES.saved, 'success')
      onClose()
    } catch (error) {
      if (error instanceof ApiError && error.issues.length) {
        const fromIssues = fieldErrorsFromIssues(error.issues)
        if (Object.keys(fromIssues).length) {
          setErrors(fromIssues)
          setGeneral(PROFILE_MESSAGES.general)
        }
      }
      notify(errorMessage(error, PROFILE_MESSAGES.failed), 'error')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle>Profile</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {general && <Alert severity="error">{general}</Alert>}
            <BoundedTextField
              label="First name"
              autoComplete="given-name"
              max={PERSON_NAME_MAX}
              {...bind('firstName')}
            />
            <BoundedTextField
              label="Last name"
              autoComplete="family-name"
              max={PERSON_NAME_MAX}
              {...bind('lastName')}
            />
            <BoundedTextField
              label="Email"
              type="email"
              autoComplete="email"
              max={EMAIL_MAX}
              {...bind('email')}
              onBlur={() => update('email', normalizeEmail(form.email))}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              placeholder="(555) 555-5555"
              value={formatPhone(form.phone)}
              onChange={(e) => update('phone', nextPhoneDigits(form.phone, e.target.value))}
              error={Boolean(errors.phone)}
              helperText={errors.phone}
            />
            <Link component={RouterLink} to="/reset-password" onClick={onClose} variant="body2">
              Change your password
            </Link>
            {role && (
              <>
                <Divider />
                <MailPreferencesSection userRole={role} />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <CancelAndSubmit cancel={['Cancel', onClose]} submit={['Save', 'Saving…']} busy={saving} />
        </DialogActions>
      </form>
    </Dialog>
  )
}

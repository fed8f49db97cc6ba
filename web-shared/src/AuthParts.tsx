import {
  Alert,
  type AlertColor,
  Box,
  Button,
  CircularProgress,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { AuthLayout } from './AuthLayout.tsx'
import { checkEmailOnBlur, EMAIL_REQUIRED } from './emailField.ts'
import { LOGIN_PATH } from './guards.ts'

// Apart from AuthLayout, which the ordering app's first load holds: these load with the screens using them.

/** The icon, title and one line of explanation that open each of those screens. */
export function AuthHeading({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children?: ReactNode
}) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      {icon}
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {children}
        </Typography>
      )}
    </Box>
  )
}

/**
 * The closing buttons of such a screen, the main one last: side by side on a wide screen,
 * stacked full width on a phone with the main one on top, under the thumb.
 */
export function AuthActions({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      justifyContent="flex-end"
      sx={{ '& > *': { width: { xs: '100%', sm: 'auto' } } }}
    >
      {children}
    </Stack>
  )
}

/** A narrow signed-out form: its heading, the alert above the fields when there is one, then the fields. */
export function AuthForm({
  heading,
  alert,
  onSubmit,
  children,
}: {
  heading: ReactNode
  alert: string | null
  onSubmit: (event: FormEvent) => void
  children: ReactNode
}) {
  return (
    <AuthLayout maxWidth={480}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        {heading}
        {alert && <Alert severity="error">{alert}</Alert>}
        {children}
      </Stack>
    </AuthLayout>
  )
}

/** What such a form ended in, shown in its place: the heading, the outcome, and where to go from here. */
export function AuthOutcome({
  heading,
  severity,
  message,
  actions,
}: {
  heading: ReactNode
  severity: AlertColor
  message: string
  /** The buttons, the main one last (see AuthActions). */
  actions: ReactNode
}) {
  return (
    <AuthLayout maxWidth={480}>
      <Stack spacing={2.5}>
        {heading}
        <Alert severity={severity}>{message}</Alert>
        <AuthActions>{actions}</AuthActions>
      </Stack>
    </AuthLayout>
  )
}

/** The form's main button, full width, with a spinner and its own words while the request runs. */
export function AuthSubmitButton({
  busy,
  busyLabel,
  disabled = busy,
  children,
}: {
  busy: boolean
  busyLabel: string
  /** Defaults to busy; a screen that waits for filled fields passes its own. */
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {busy ? busyLabel : children}
    </Button>
  )
}

/** The quiet way back under a signed-out form. */
export function BackToSignInLink() {
  return (
    <Link component={RouterLink} to={LOGIN_PATH} variant="body2" sx={{ alignSelf: 'center', py: 1 }}>
      Back to sign in
    </Link>
  )
}

/**
 * The address typed on a signed-out screen (spec 5, email field): tidied and checked when left,
 * its error cleared (or turned into "required") as it is corrected.
 */
export function useEmailField(
  initial: string | (() => string),
  /** Leaving the field blank says nothing yet; sending does. For a screen one may only pass through. */
  { quietWhenBlank = false }: { quietWhenBlank?: boolean } = {},
) {
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | null>(null)

  /** Tidies the address and shows what is wrong with it; the tidied value is what to send. */
  function check() {
    const checked = checkEmailOnBlur(value)
    setValue(checked.value)
    setError(checked.error)
    return checked
  }

  const fieldProps = {
    value,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value)
      if (error) setError(event.target.value.trim() ? null : EMAIL_REQUIRED)
    },
    onBlur: () => {
      const checked = checkEmailOnBlur(value)
      setValue(checked.value)
      if (checked.value || !quietWhenBlank) setError(checked.error)
    },
    error: Boolean(error),
    helperText: error ?? ' ',
  }
  return { value, error, setError, check, fieldProps }
}

/** The email field itself, first on its screen. */
export function AuthEmailField({
  field,
  disabled,
}: {
  field: ReturnType<typeof useEmailField>
  disabled: boolean
}) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoFocus
      {...field.fieldProps}
      disabled={disabled}
    />
  )
}

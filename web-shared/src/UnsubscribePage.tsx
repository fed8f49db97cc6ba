import Unsubscribe from '@mui/icons-material/Unsubscribe'
import { Alert, Button, CircularProgress, Link, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { AuthLayout } from './AuthLayout.tsx'
import { AuthHeading } from './AuthParts.tsx'
import { ApiError, api, errorMessage } from './api.ts'
import { mailLabelOfKind } from './MailPreferencesLabels.ts'

export const UNSUBSCRIBE_MESSAGES = {
  done: 'You will no longer get these mails.',
  invalid: 'This unsubscribe link is not valid. Turn mails off in your profile instead.',
  failed: 'You could not be unsubscribed. Please try again.',
} as const

type Outcome = { kind: 'done'; message: string; what: string | null } | { kind: 'failed'; message: string }

/**
 * Where a mail's unsubscribe link lands. Nothing changes until the button is pressed: mail
 * scanners open every link in a message, and that must not turn anyone's mail off.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { kind: 'failed', message: UNSUBSCRIBE_MESSAGES.invalid },
  )

  async function unsubscribe() {
    setBusy(true)
    try {
      const answer = await api<{ kind?: unknown; message?: unknown } | null>('/api/mail/unsubscribe', {
        method: 'POST',
        body: { token },
        skipAuthRedirect: true,
      })
      setOutcome({
        kind: 'done',
        message: typeof answer?.message === 'string' ? answer.message : UNSUBSCRIBE_MESSAGES.done,
        what: mailLabelOfKind(answer?.kind),
      })
    } catch (error) {
      const invalid = error instanceof ApiError && error.code === 'UNSUBSCRIBE_LINK_INVALID'
      setOutcome({
        kind: 'failed',
        message: invalid ? UNSUBSCRIBE_MESSAGES.invalid : errorMessage(error, UNSUBSCRIBE_MESSAGES.failed),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthLayout maxWidth={480}>
      <Stack spacing={2.5}>
        <AuthHeading icon={<Unsubscribe color="primary" sx={{ fontSize: 44 }} />} title="Unsubscribe">
          {!outcome && 'Stop getting this kind of mail from us? You can turn it back on in your profile.'}
        </AuthHeading>
        {outcome?.kind === 'done' && (
          <Alert severity="success">
            {outcome.what && (
              <Typography component="span" fontWeight={600}>
                {outcome.what}:{' '}
              </Typography>
            )}
            {outcome.message}
          </Alert>
        )}
        {outcome?.kind === 'failed' && <Alert severity="error">{outcome.message}</Alert>}
        {!outcome && (
          <Button
            variant="contained"
            size="large"
            onClick={() => void unsubscribe()}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {busy ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
        )}
        {/* Home: signed out, that is the sign-in; signed in, the profile is one tap away. */}
        <Link component={RouterLink} to="/" variant="body2" sx={{ alignSelf: 'center', py: 1 }}>
          Choose which mails you get in Provender
        </Link>
      </Stack>
    </AuthLayout>
  )
}

import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material'
import { type MailPreferences, mailPreferencesSchema } from '@provender/events'
import { useCallback, useEffect, useId, useState } from 'react'
import { api, errorMessage } from './api.ts'
import { MAIL_PREFERENCES_PATH, type MailPreferenceKey, mailChoicesFor } from './MailPreferencesLabels.ts'
import { useNotify } from './SnackbarProvider.tsx'
import type { Role } from './session.ts'

export const MAIL_PREFERENCE_MESSAGES = {
  loadFailed: 'Your mail choices could not be loaded.',
  saved: 'Mail choices saved.',
  saveFailed: 'Your mail choice could not be saved. Please try again.',
} as const

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; preferences: MailPreferences }

/**
 * The optional mails a user gets, one switch each. A switch takes effect at once (the profile's
 * Save and Cancel are for the fields above), so the section loads and saves on its own.
 */
export function MailPreferencesSection({ userRole }: { userRole: Role }) {
  const notify = useNotify()
  const headingId = useId()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const [saving, setSaving] = useState(false)
  const choices = mailChoicesFor(userRole)

  const load = useCallback(async () => {
    setLoaded({ state: 'loading' })
    try {
      const parsed = mailPreferencesSchema.safeParse(await api<unknown>(MAIL_PREFERENCES_PATH))
      setLoaded(parsed.success ? { state: 'ready', preferences: parsed.data } : { state: 'failed' })
    } catch {
      setLoaded({ state: 'failed' })
    }
  }, [])

  useEffect(() => {
    if (choices.length > 0) void load()
  }, [choices.length, load])

  if (choices.length === 0) return null

  async function toggle(key: MailPreferenceKey, on: boolean) {
    if (loaded.state !== 'ready') return
    const before = loaded.preferences
    const next = { ...before, [key]: on }
    setLoaded({ state: 'ready', preferences: next })
    setSaving(true)
    try {
      const answer = await api<{ preferences?: unknown } | null>(MAIL_PREFERENCES_PATH, {
        method: 'PUT',
        body: next,
      })
      const saved = mailPreferencesSchema.safeParse(answer?.preferences)
      if (saved.success) setLoaded({ state: 'ready', preferences: saved.data })
      notify(MAIL_PREFERENCE_MESSAGES.saved, 'success')
    } catch (error) {
      setLoaded({ state: 'ready', preferences: before })
      notify(errorMessage(error, MAIL_PREFERENCE_MESSAGES.saveFailed), 'error')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" fontWeight={600}>
        Mail we send you
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Each switch takes effect at once. Password reset mails always come.
      </Typography>
      {loaded.state === 'loading' && <CircularProgress size={24} aria-label="Loading your mail choices" />}
      {loaded.state === 'failed' && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void load()}>
              Retry
            </Button>
          }
        >
          {MAIL_PREFERENCE_MESSAGES.loadFailed}
        </Alert>
      )}
      {loaded.state === 'ready' && (
        <FormGroup>
          {choices.map((choice) => (
            <Stack key={choice.key} sx={{ py: 0.5 }}>
              <FormControlLabel
                label={choice.label}
                control={
                  <Switch
                    checked={loaded.preferences[choice.key]}
                    onChange={(_e, on) => void toggle(choice.key, on)}
                    disabled={saving}
                    slotProps={{ input: { 'aria-describedby': `${headingId}-${choice.key}` } }}
                  />
                }
              />
              <Typography
                id={`${headingId}-${choice.key}`}
                variant="body2"
                color="text.secondary"
                sx={{ pl: 6.5, mt: -0.5 }}
              >
                {choice.hint}
              </Typography>
            </Stack>
          ))}
        </FormGroup>
      )}
    </Box>
  )
}

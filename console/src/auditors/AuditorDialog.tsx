import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material'
import { ApiError, errorMessage } from '@provender/web-shared/api.ts'
import { useState } from 'react'
import { auditorFormErrors, type FieldErrors } from './auditorForm.ts'
import type { Auditor, AuditorForm } from './auditorsApi.ts'

const FIELDS: { name: keyof AuditorForm; label: string; type?: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
]

/** Create or edit an auditor's contact; a new auditor signs in with the default password. */
export function AuditorDialog(props: {
  open: boolean
  auditor: Auditor | null
  onClose: () => void
  onSave: (form: AuditorForm) => Promise<unknown>
}) {
  const { auditor } = props
  const [form, setForm] = useState<AuditorForm>(() => ({
    firstName: auditor?.firstName ?? '',
    lastName: auditor?.lastName ?? '',
    email: auditor?.email ?? '',
    phone: auditor?.phone ?? '',
  }))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const save = async () => {
    const found = auditorFormErrors(form)
    setErrors(found)
    if (Object.keys(found).length > 0 || saving) return
    setSaving(true)
    setFailure(null)
    try {
      await props.onSave(form)
    } catch (error) {
      const issues = error instanceof ApiError && error.issues.length ? ` ${error.issues.join(' ')}` : ''
      setFailure(`${errorMessage(error, 'Failed to save the auditor.')}${issues}`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{auditor ? 'Edit auditor' : 'New auditor'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          {failure && <Alert severity="error">{failure}</Alert>}
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              value={form[field.name]}
              onChange={(e) => setForm({ ...form, [field.name]: e.target.value })}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name] ?? ' '}
              required
            />
          ))}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  )
}

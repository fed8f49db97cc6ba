import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material'
import { ApiError, errorMessage } from '@provender/web-shared/api.ts'
import { useId, useState } from 'react'
import { ContactFields } from '../common/ContactFields.tsx'
import { contactOf } from '../common/contact.ts'
import { fieldIssues } from '../common/fieldIssues.ts'
import type { StaffUser } from '../dataProvider/index.ts'
import { type AuditorForm, auditorFormErrors, type FieldErrors } from './auditorForm.ts'

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const

/**
 * Create or edit an auditor's contact, with the sales user form's fields (the phone masked as
 * (312) 555-0102); a new auditor signs in with the default password.
 */
export function AuditorDialog(props: {
  auditor: StaffUser | null
  onClose: () => void
  onSave: (form: AuditorForm) => Promise<unknown>
}) {
  const { auditor } = props
  const titleId = useId()
  const [form, setForm] = useState<AuditorForm>(() => contactOf(auditor ?? undefined))
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
      const { byField, rest } = fieldIssues(error instanceof ApiError ? error.issues : [], FIELDS)
      setErrors(byField)
      const placed = Object.keys(byField).length > 0
      setFailure(
        placed && rest.length === 0
          ? null
          : [errorMessage(error, 'Failed to save the auditor.'), ...rest].join(' '),
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog
      open
      onClose={saving ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{auditor ? 'Edit Auditor' : 'Add Auditor'}</DialogTitle>
      <DialogContent>
        <Grid
          container
          spacing={2}
          component="form"
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          {failure && (
            <Grid size={12}>
              <Alert severity="error">{failure}</Alert>
            </Grid>
          )}
          <ContactFields
            value={form}
            errors={errors}
            onChange={(field, value) => {
              setForm((f) => ({ ...f, [field]: value }))
              setErrors((e) => ({ ...e, [field]: undefined }))
            }}
            onError={(field, message) => setErrors((e) => ({ ...e, [field]: message }))}
          />
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

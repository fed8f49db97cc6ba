import { Alert, Grid } from '@mui/material'
import { ApiError, errorMessage } from '@provender/web-shared/api.ts'
import { useState } from 'react'
import { ContactFields } from '../common/ContactFields.tsx'
import { contactOf } from '../common/contact.ts'
import { FormDialog } from '../common/FormDialog.tsx'
import { fieldIssues, refusal } from '../common/fieldIssues.ts'
import type { StaffUser } from '../dataProvider/index.ts'
import { type AuditorForm, auditorFormErrors } from './auditorForm.ts'

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
  const [failure, setFailure] = useState<string | null>(null)

  const save = async (form: AuditorForm) => {
    setFailure(null)
    try {
      await props.onSave(form)
    } catch (error) {
      const { byField, rest } = fieldIssues(error instanceof ApiError ? error.issues : [], FIELDS)
      const placed = Object.keys(byField).length > 0
      const message = [errorMessage(error, 'Failed to save the auditor.'), ...rest].join(' ')
      setFailure(placed && rest.length === 0 ? null : message)
      return refusal(byField, message)
    }
  }

  return (
    <FormDialog
      open
      title={auditor ? 'Edit Auditor' : 'Add Auditor'}
      defaultValues={contactOf(auditor ?? undefined)}
      validate={auditorFormErrors}
      onSubmit={save}
      onClose={props.onClose}
      maxWidth="sm"
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {failure && (
          <Grid size={12}>
            <Alert severity="error">{failure}</Alert>
          </Grid>
        )}
        <ContactFields />
      </Grid>
    </FormDialog>
  )
}

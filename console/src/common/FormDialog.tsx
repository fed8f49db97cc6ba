import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
} from '@mui/material'
import { type ReactNode, useId, useState } from 'react'
import { Form, type ValidateForm } from 'react-admin'
import { type FieldValues, useWatch } from 'react-hook-form'
import { failedOnly } from './contact.ts'
import type { SubmitErrors } from './fieldIssues.ts'
import { RefusedSubmit } from './RefusedSubmit.tsx'

/**
 * A dialog's save: it resolves to nothing when done, or to `SubmitErrors` (see `refusal`) when
 * the server refused fields; anything else it resolves to is ignored.
 */
export type DialogSave<Values> = (values: Values) => Promise<unknown>

/**
 * The console's one dialog around a react-admin form: a title, the inputs, Cancel and a submit
 * button that reads `busyLabel` while the save runs. The form's validator gives each field its
 * message; while saving, the dialog neither closes nor takes a second submit. MUI's Dialog keeps
 * focus inside and gives it back to the opener on close.
 */
export function FormDialog<Values extends FieldValues>({
  open,
  title,
  defaultValues,
  validate,
  onSubmit,
  onClose,
  canSubmit,
  submitLabel = 'Save',
  busyLabel = 'Saving…',
  destructive = false,
  cancelLabel = 'Cancel',
  onCancel = onClose,
  maxWidth = 'xs',
  fullScreen = false,
  loading,
  loadError,
  intro,
  children,
}: {
  open: boolean
  title: string
  defaultValues: Values
  validate?: (values: Values) => Partial<Record<keyof Values, string | undefined>>
  onSubmit: DialogSave<Values>
  onClose: () => void
  /** Submit stays disabled until this holds (a required choice not made yet). */
  canSubmit?: (values: Values) => boolean
  submitLabel?: string
  busyLabel?: string
  destructive?: boolean
  cancelLabel?: string
  onCancel?: () => void
  maxWidth?: 'xs' | 'sm'
  fullScreen?: boolean
  /** While what the form starts from loads: the progress bar's name. */
  loading?: string | false
  /** Why what the form starts from did not load. */
  loadError?: string | null
  /** The sentence above the inputs. */
  intro?: ReactNode
  children: ReactNode
}) {
  const titleId = useId()
  const [busy, setBusy] = useState(false)
  async function submit(values: FieldValues) {
    setBusy(true)
    try {
      const answer = await onSubmit(values as Values)
      return typeof answer === 'object' && answer !== null ? (answer as SubmitErrors) : undefined
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
    >
      <Form
        defaultValues={defaultValues}
        validate={validate && (((values: Values) => failedOnly(validate(values))) as ValidateForm)}
        onSubmit={submit}
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {loading && <LinearProgress aria-label={loading} />}
          {loadError && <Alert severity="error">{loadError}</Alert>}
          {intro && <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <SubmitButton<Values>
            busy={busy}
            canSubmit={canSubmit}
            color={destructive ? 'error' : 'primary'}
            label={busy ? busyLabel : submitLabel}
          />
        </DialogActions>
        <RefusedSubmit />
      </Form>
    </Dialog>
  )
}

function SubmitButton<Values extends FieldValues>({
  busy,
  canSubmit,
  color,
  label,
}: {
  busy: boolean
  canSubmit?: (values: Values) => boolean
  color: 'error' | 'primary'
  label: string
}) {
  const values = useWatch() as Values
  return (
    <Button
      type="submit"
      variant="contained"
      color={color}
      disabled={busy || (canSubmit !== undefined && !canSubmit(values))}
    >
      {label}
    </Button>
  )
}

import { Button } from '@mui/material'
import { useState } from 'react'
import { Form, type ValidateForm } from 'react-admin'
import { type FieldValues, useWatch } from 'react-hook-form'
import { failedOnly } from './contact.ts'
import { DialogFrame, type DialogFrameProps } from './DialogFrame.tsx'
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
 * message; while saving, the dialog neither closes nor takes a second submit.
 */
export function FormDialog<Values extends FieldValues>({
  defaultValues,
  validate,
  onSubmit,
  canSubmit,
  submitLabel = 'Save',
  busyLabel = 'Saving…',
  destructive = false,
  cancelLabel = 'Cancel',
  onCancel,
  maxWidth = 'xs',
  ...frame
}: Omit<DialogFrameProps, 'busy' | 'actions' | 'form'> & {
  title: string
  defaultValues: Values
  validate?: (values: Values) => Partial<Record<keyof Values, string | undefined>>
  onSubmit: DialogSave<Values>
  /** Submit stays disabled until this holds (a required choice not made yet). */
  canSubmit?: (values: Values) => boolean
  submitLabel?: string
  busyLabel?: string
  destructive?: boolean
  cancelLabel?: string
  /** What Cancel does; closing the dialog unless told. */
  onCancel?: () => void
}) {
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
    <DialogFrame
      {...frame}
      maxWidth={maxWidth}
      busy={busy}
      form={(body) => (
        <Form
          defaultValues={defaultValues}
          validate={validate && (((values: Values) => failedOnly(validate(values))) as ValidateForm)}
          onSubmit={submit}
          noValidate
          disableInvalidFormNotification
        >
          {body}
          <RefusedSubmit />
        </Form>
      )}
      actions={
        <>
          <Button onClick={onCancel ?? frame.onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <SubmitButton<Values>
            busy={busy}
            canSubmit={canSubmit}
            color={destructive ? 'error' : 'primary'}
            label={busy ? busyLabel : submitLabel}
          />
        </>
      }
    />
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

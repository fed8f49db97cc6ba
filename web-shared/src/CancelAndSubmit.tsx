import Button from '@mui/material/Button'

/**
 * A form's two buttons, leave (Cancel, Back) and submit, both off while it saves:
 * `cancel` is the label and its action, `submit` the label and the one shown while busy.
 */
export function CancelAndSubmit({
  cancel: [cancelLabel, onCancel],
  submit: [submitLabel, busyLabel],
  busy,
}: {
  cancel: [label: string, onCancel: () => void]
  submit: [label: string, busyLabel: string]
  busy: boolean
}) {
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </>
  )
}

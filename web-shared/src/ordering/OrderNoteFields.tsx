import { Stack } from '@mui/material'
import { ORDER_NOTE_MAX, PO_NUMBER_MAX } from '@provender/events'
import { BoundedTextField } from '../BoundedTextField.tsx'
import type { OrderNotes } from './orderRequirements.ts'

export const NOTE_FIELD_TEXT = {
  poNumber: 'PO number',
  poNumberRequired: 'Every order of this account needs one.',
  poNumberOptional: 'Your purchase-order number, if you use one.',
  note: 'Note to the warehouse',
  noteHelp: 'Delivery instructions or anything the warehouse should know.',
} as const

/**
 * An order's PO number and note to the warehouse (issue 36), held to the server's limits. The PO
 * number is marked required when the customer's requirements say every order needs one.
 */
export function OrderNoteFields({
  notes,
  poNumberRequired,
  disabled = false,
  onChange,
}: {
  notes: OrderNotes
  poNumberRequired: boolean
  disabled?: boolean
  onChange: (notes: OrderNotes) => void
}) {
  return (
    <Stack spacing={2}>
      <BoundedTextField
        label={NOTE_FIELD_TEXT.poNumber}
        value={notes.poNumber}
        max={PO_NUMBER_MAX}
        required={poNumberRequired}
        disabled={disabled}
        helperText={poNumberRequired ? NOTE_FIELD_TEXT.poNumberRequired : NOTE_FIELD_TEXT.poNumberOptional}
        onChange={(event) => onChange({ ...notes, poNumber: event.target.value })}
        fullWidth
      />
      <BoundedTextField
        label={NOTE_FIELD_TEXT.note}
        value={notes.note}
        max={ORDER_NOTE_MAX}
        disabled={disabled}
        helperText={NOTE_FIELD_TEXT.noteHelp}
        onChange={(event) => onChange({ ...notes, note: event.target.value })}
        multiline
        minRows={2}
        fullWidth
      />
    </Stack>
  )
}

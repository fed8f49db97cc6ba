import { errorMessage } from '@provender/web-shared/api.ts'
import {
  type OpenInvoice,
  PAYMENT_METHOD_LABELS,
  paymentMethods,
  type RecordedPayment,
} from '@provender/web-shared/books/books.ts'
import { calendarDateIn, formatCalendarDate } from '@provender/web-shared/format/delivery.ts'
import { deviceTimeZone, formatMoney } from '@provender/web-shared/format/index.ts'
import { randomKey } from '@provender/web-shared/ordering/idempotency.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { useState } from 'react'
import { CheckboxGroupInput, NumberInput, required, SelectInput, TextInput } from 'react-admin'
import { FormDialog } from '../common/FormDialog.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import {
  PAYMENT_MESSAGES,
  PAYMENT_REFERENCE_MAX,
  type PaymentValues,
  paymentDraft,
  paymentErrors,
  paymentValues,
} from './paymentForm.ts'

const DIALOG_TEXT = {
  title: 'Record payment',
  intro:
    'Without invoices chosen, the payment goes to the oldest open invoices first; what is left stays on account.',
  submitLabel: 'Record payment',
  busyLabel: 'Recording…',
}

const METHODS = paymentMethods.map((id) => ({ id, name: PAYMENT_METHOD_LABELS[id] }))

/** "Payment of $250.00 recorded: $200.00 to #12, $50.00 on account." */
export function recordedText(amount: number, recorded: RecordedPayment): string {
  const parts = recorded.applied.map((a) => `${formatMoney(a.amount)} to #${a.invoiceNumber}`)
  if (recorded.unapplied > 0) parts.push(`${formatMoney(recorded.unapplied)} on account`)
  return `Payment of ${formatMoney(amount)} recorded${parts.length ? `: ${parts.join(', ')}` : ''}.`
}

/**
 * Records a payment received (POST /api/customers/:id/payments). One Idempotency-Key per opening
 * of the dialog: a double tap, or a retry after an answer lost on the way, records one payment;
 * the next opening is a new payment.
 */
export function RecordPaymentDialog({
  customerId,
  openInvoices,
  onClose,
  onRecorded,
}: {
  customerId: number
  openInvoices: readonly OpenInvoice[]
  onClose: () => void
  onRecorded: () => void
}) {
  const phone = usePhone()
  const data = useConsoleData()
  const notify = useNotify()
  // Made once per mount: the panel mounts the dialog afresh each time it opens.
  const [key] = useState(randomKey)
  const [defaults] = useState(() => paymentValues(calendarDateIn(new Date(), deviceTimeZone())))
  const choices = openInvoices.map((invoice) => ({
    id: invoice.invoiceNumber,
    name: `#${invoice.invoiceNumber}: ${formatMoney(invoice.open)} open, due ${formatCalendarDate(invoice.dueDate)}`,
  }))

  async function record(values: PaymentValues) {
    const draft = paymentDraft(values)
    try {
      const recorded = await data.recordPayment(customerId, draft, key)
      notify(recordedText(draft.amount, recorded), 'success')
    } catch (failure) {
      notify(errorMessage(failure, PAYMENT_MESSAGES.failed), 'error')
      return
    }
    onRecorded()
    onClose()
  }

  return (
    <FormDialog<PaymentValues>
      open
      {...DIALOG_TEXT}
      defaultValues={defaults}
      validate={paymentErrors}
      onSubmit={record}
      onClose={onClose}
      maxWidth="sm"
      fullScreen={phone}
    >
      <NumberInput source="amount" label="Amount ($)" min={0} step={0.01} autoFocus />
      <TextInput source="receivedOn" label="Received on" type="date" />
      <SelectInput source="method" label="Method" choices={METHODS} validate={required()} />
      <TextInput
        source="reference"
        label="Reference (optional)"
        helperText="A check number, a transfer ID"
        slotProps={{ htmlInput: { maxLength: PAYMENT_REFERENCE_MAX } }}
      />
      {choices.length > 0 && (
        <CheckboxGroupInput
          source="invoiceNumbers"
          label="Apply to (optional)"
          choices={choices}
          row={false}
          helperText="In the order ticked; none ticked: oldest first."
        />
      )}
    </FormDialog>
  )
}

import { Box, Button, Stack, Typography } from '@mui/material'
import { MAX_NET_DAYS } from '@provender/events'
import type { BillingProfile } from '@provender/web-shared/books/books.ts'
import { type ReactNode, useMemo } from 'react'
import {
  ArrayInput,
  Form,
  ResourceContextProvider,
  required,
  SimpleFormIterator,
  type Validator,
} from 'react-admin'
import { useFormState, useWatch } from 'react-hook-form'
import { useCan } from '../auth/useCan.ts'
import { SettingCard } from '../common/SettingCard.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import { useStoredSetting } from '../common/useStoredSetting.ts'
import {
  BILLING_MESSAGES,
  type BillingValues,
  billingDraft,
  billingValues,
  billToPart,
  creditLimitProblem,
  netDaysProblem,
  requiredText,
  shipToIdProblem,
  shipTosProblem,
  taxRateProblem,
  tooLong,
} from './billingForm.ts'
import { FieldGrid, type GridField } from './FieldGrid.tsx'
import { AddShipToButton, RemoveShipToButton } from './ShipToButtons.tsx'

export const billingKey = (customerId: number) => ['billing', customerId] as const

// react-admin hands a validator the whole form's values; ours are typed by the form they check.
const check = (rule: (value: never, all: BillingValues) => string | undefined): Validator =>
  rule as unknown as Validator

const TERMS = [
  { id: 'cod', name: 'COD (due on delivery)' },
  { id: 'net', name: 'Net N days' },
]

/**
 * The customer's billing profile (issue 37): where invoices go, where orders ship and at what tax
 * rate, the payment terms, a tax-exempt certificate and a credit limit. Saved as a whole with its
 * own button (PUT /api/customers/:id/billing); admins and the owning rep change it, auditors read it.
 */
export function CustomerBilling({ customerId }: { customerId: number }) {
  const data = useConsoleData()
  const canEdit = useCan('customers', 'edit')
  const { setting: billing, store } = useStoredSetting(
    billingKey(customerId),
    () => data.billing(customerId),
    (values: BillingValues) => data.saveBilling(customerId, billingDraft(values)),
    { done: BILLING_MESSAGES.saved, failed: BILLING_MESSAGES.saveFailed },
  )
  return (
    <SettingCard
      title="Billing"
      subheader="Printed on every invoice issued from now on; invoices already issued keep what they said."
      setting={billing}
      loadingLabel="Loading the billing profile"
      failed={BILLING_MESSAGES.loadFailed}
    >
      {(saved) => (
        // The ship-to rows are react-admin's array input, which names its rows by the resource.
        <ResourceContextProvider value="customers">
          <BillingForm saved={saved} disabled={!canEdit} onSave={store} />
        </ResourceContextProvider>
      )}
    </SettingCard>
  )
}

function BillingForm({
  saved,
  disabled,
  onSave,
}: {
  saved: BillingProfile
  disabled: boolean
  onSave: (values: BillingValues) => Promise<unknown>
}) {
  const defaultValues = useMemo(() => billingValues(saved), [saved])
  return (
    <Form
      // A new answer from the server starts the form again from what is stored.
      key={JSON.stringify(saved)}
      defaultValues={defaultValues}
      onSubmit={(values: object) => onSave(values as BillingValues)}
      noValidate
      // No unsaved-changes question of its own: react-router keeps one blocker at a time, and the
      // details form, mounted beside this one in a hidden tab, holds it. A second one took it over
      // and the details form's question never came (console-customers.spec.ts).
      warnWhenUnsavedChanges={false}
      // Each check's words stand under its field; a second notice on top of them says nothing more.
      disableInvalidFormNotification
    >
      <Stack spacing={3}>
        <Section title="Bill to" hint="Leave every line empty for no billing address.">
          <AddressInputs disabled={disabled} required={(message) => check(billToPart(message))} />
        </Section>
        <Section title="Ship to" hint="The first is the default; each has its own sales-tax rate.">
          <ArrayInput source="shipTos" label={false} validate={check(shipTosProblem)}>
            <SimpleFormIterator
              disableReordering
              disableClear
              disableAdd={disabled}
              disableRemove={disabled}
              addButton={<AddShipToButton />}
              removeButton={<RemoveShipToButton />}
              fullWidth
              sx={{ '& .RaSimpleFormIterator-line': { py: 1 } }}
            >
              <FieldGrid fields={SHIP_TO_FIELDS} disabled={disabled} />
              <AddressInputs
                prefix="address."
                disabled={disabled}
                required={(message) => check(requiredText(message))}
              />
            </SimpleFormIterator>
          </ArrayInput>
        </Section>
        <Section title="Terms and tax">
          <TermsInputs disabled={disabled} />
        </Section>
        {!disabled && <SaveBilling />}
      </Stack>
    </Form>
  )
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" fontWeight={600}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Box>
  )
}

/** A postal address's six fields; `required` says how the street and city are checked. */
function AddressInputs({
  prefix = 'billTo.',
  disabled,
  required,
}: {
  prefix?: string
  disabled: boolean
  required: (message: string) => Validator
}) {
  const long = check(tooLong)
  const fields: GridField[] = [
    { source: 'line1', label: 'Street', sm: 6, validate: [required(BILLING_MESSAGES.line1), long] },
    { source: 'line2', label: 'Line 2 (optional)', sm: 6, validate: long },
    { source: 'city', label: 'City', sm: 4, validate: required(BILLING_MESSAGES.city) },
    { source: 'region', label: 'State', sm: 2 },
    { source: 'postalCode', label: 'Postal code', sm: 3 },
    { source: 'country', label: 'Country', sm: 3 },
  ]
  return (
    <FieldGrid fields={fields.map((f) => ({ ...f, source: `${prefix}${f.source}` }))} disabled={disabled} />
  )
}

const SHIP_TO_FIELDS: readonly GridField[] = [
  {
    source: 'shipToId',
    label: 'ID',
    sm: 4,
    helperText: 'Orders name it: main, dock-2',
    validate: check(shipToIdProblem),
  },
  { source: 'label', label: 'Label', sm: 5, validate: check(requiredText(BILLING_MESSAGES.label)) },
  {
    source: 'taxRatePercent',
    label: 'Tax rate (%)',
    sm: 3,
    kind: 'number',
    number: { min: 0, max: 30, step: 0.001 },
    validate: check(taxRateProblem),
  },
]

function TermsInputs({ disabled }: { disabled: boolean }) {
  const net = useWatch({ name: 'termsKind' }) === 'net'
  const fields: GridField[] = [
    {
      source: 'termsKind',
      label: 'Payment terms',
      sm: 4,
      kind: 'select',
      choices: TERMS,
      validate: required(),
    },
    {
      source: 'netDays',
      label: 'Days',
      sm: 2,
      kind: 'number',
      number: { min: 1, max: MAX_NET_DAYS, step: 1 },
      validate: check(netDaysProblem),
      shown: net,
    },
    { source: 'taxExemptCertificate', label: 'Tax-exempt certificate', sm: 3, helperText: 'Empty: taxable' },
    {
      source: 'creditLimit',
      label: 'Credit limit ($)',
      sm: 3,
      kind: 'number',
      number: { min: 0, step: 0.01 },
      helperText: 'Empty: no limit',
      validate: check(creditLimitProblem),
    },
  ]
  return <FieldGrid fields={fields} disabled={disabled} />
}

/** Save, on once something changed and while nothing is being sent. */
function SaveBilling() {
  const { isDirty, isSubmitting } = useFormState()
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={!isDirty || isSubmitting}
      sx={{ alignSelf: 'flex-start' }}
    >
      {isSubmitting ? 'Saving…' : 'Save billing'}
    </Button>
  )
}

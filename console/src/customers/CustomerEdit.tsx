import { Alert, Button, Card, CardContent, CardHeader, LinearProgress, Link, Stack } from '@mui/material'
import { ApiError, errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { StickyActions } from '@provender/web-shared/StickyActions.tsx'
import { useCallback, useMemo } from 'react'
import { Form, useCreate, useGetList, useGetOne, useUpdate } from 'react-admin'
import { useFormState } from 'react-hook-form'
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import { CustomerBalance } from '../books/CustomerBalance.tsx'
import { CustomerBilling } from '../books/CustomerBilling.tsx'
import { CONTACT_MESSAGES } from '../common/contact.ts'
import { fieldIssues, refusal } from '../common/fieldIssues.ts'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { RefusedSubmit, type Refuser } from '../common/RefusedSubmit.tsx'
import { useFormInput } from '../common/useFormInput.ts'
import type { Customer, Product } from '../dataProvider/index.ts'
import { ExportButton } from '../exports/index.ts'
import { StandingOrdersCard } from '../standingOrders/StandingOrdersCard.tsx'
import { CustomerDeliveryDays } from './CustomerDeliveryDays.tsx'
import { CustomerDetailsCard } from './CustomerDetailsCard.tsx'
import { CustomerHeaderActions } from './CustomerHeaderActions.tsx'
import { DELIVERY_DAYS_TAB, editCustomerPath } from './CustomerRows.tsx'
import { CustomerTabs } from './CustomerTabs.tsx'
import {
  CUSTOMER_MESSAGES,
  type CustomerFormValues,
  type CustomerValues,
  customerDraft,
  validateCustomer,
  valuesOf,
} from './customerForm.ts'
import { OrderRequirements } from './OrderRequirements.tsx'
import { ProductLinesEditor } from './ProductLinesEditor.tsx'
import { addLine, availableProducts, type ProductLine, removeLine, repriceLine } from './productLines.ts'
import { UnsavedChangesWarning } from './UnsavedChangesWarning.tsx'

/** The fields a refused save's issues can name, in the form's order. */
const CUSTOMER_FIELDS: readonly (keyof CustomerValues)[] = [
  'businessName',
  'accountNumber',
  'firstName',
  'lastName',
  'email',
  'phone',
  'salesUserId',
]

/** /customers/new and /customers/:id/edit: the same form (spec 2.6). */
export function CustomerEdit() {
  const { id } = useParams()
  const creating = id === undefined
  const notify = useNotify()
  const navigate = useNavigate()
  const {
    data: customer,
    isPending,
    error,
  } = useGetOne<Customer>(
    'customers',
    { id: Number(id) },
    {
      enabled: !creating,
      retry: false,
      onError: (failure: unknown) => notify(errorMessage(failure, CUSTOMER_MESSAGES.loadFailed), 'error'),
    },
  )
  if (creating) return <CustomerForm key="new" customer={undefined} />
  // A row of the customers list can stand in for the record while it loads, but it has no
  // product lines: the form starts only from the full record, or it would open empty.
  if (isPending || (customer && !customer.products && !error))
    return <LinearProgress aria-label="Loading customer" />
  if (error || !customer)
    return (
      <Page maxWidth={960}>
        <PageHeader title="Customer" backTo="/customers" backLabel="Back to customers" />
        <Alert severity="error" action={<Button onClick={() => navigate('/customers')}>Customers</Button>}>
          {errorMessage(error, CUSTOMER_MESSAGES.loadFailed)}
        </Alert>
      </Page>
    )
  return <CustomerForm key={customer.id} customer={customer} />
}

function CustomerForm({ customer }: { customer: Customer | undefined }) {
  const creating = customer === undefined
  const notify = useNotify()
  const navigate = useNavigate()
  const chooseOwner = useCan('customers.salesRep', 'edit')
  const canEdit = useCan('customers', creating ? 'create' : 'edit')
  const defaultValues = useMemo(() => valuesOf(customer), [customer])
  const [create] = useCreate()
  const [update] = useUpdate()
  const ownerRequired = chooseOwner && creating

  const validate = useCallback(
    (values: CustomerFormValues) => validateCustomer(values, { ownerRequired }),
    [ownerRequired],
  )

  const onRefused = useCallback(
    (by: Refuser, errors: Record<string, { message?: unknown } | undefined>) => {
      // The server's refusal was said when it came; a check here says what to fix.
      if (by === 'form')
        notify(errors.salesUserId ? CUSTOMER_MESSAGES.salesRep : CONTACT_MESSAGES.general, 'error')
    },
    [notify],
  )

  async function save(values: CustomerFormValues) {
    const draft = customerDraft(values, values.products, { chooseOwner, version: customer?.version })
    try {
      if (creating) await create('customers', { data: draft }, { returnPromise: true })
      else
        await update(
          'customers',
          { id: customer.id, data: draft, previousData: customer },
          { mutationMode: 'pessimistic', returnPromise: true },
        )
    } catch (failure) {
      notify(errorMessage(failure, CUSTOMER_MESSAGES.saveFailed), 'error')
      // A 400 names the fields it refused: each message goes under its field, as a check here would.
      const { byField } = fieldIssues(failure instanceof ApiError ? failure.issues : [], CUSTOMER_FIELDS)
      return refusal(byField, CUSTOMER_MESSAGES.saveFailed)
    }
    notify(creating ? CUSTOMER_MESSAGES.added : CUSTOMER_MESSAGES.updated, 'success')
    // The unsaved-changes warning lets this through once the form counts as saved.
    navigate('/customers')
  }

  const detailsForm = (
    <Form
      defaultValues={defaultValues}
      validate={validate as (values: object) => object}
      onSubmit={save as (values: object) => Promise<object | undefined>}
      noValidate
      warnWhenUnsavedChanges
      // Moving between the tabs below keeps the changes: only leaving the page asks.
      formRootPathname={creating ? undefined : editCustomerPath(customer.id)}
      WarnWhenUnsavedChangesComponent={UnsavedChangesWarning}
      disableInvalidFormNotification
    >
      <Stack spacing={2}>
        <CustomerDetailsCard customer={customer} chooseOwner={chooseOwner} disabled={!canEdit} />
        <Card>
          <CardHeader
            title="Products and prices"
            subheader="Changes here are saved with the customer."
            action={
              customer && (
                <ExportButton
                  name="prices"
                  query={{ customerId: String(customer.id) }}
                  stem={`prices-${customer.accountNumber}`}
                  label="Export prices"
                />
              )
            }
            titleTypographyProps={{ variant: 'h6', component: 'h2' }}
          />
          <CardContent sx={{ pt: 0 }}>
            <ProductLinesInput disabled={!canEdit} />
          </CardContent>
        </Card>
        <StickyActions>
          <FormButtons canEdit={canEdit} onCancel={() => navigate('/customers')} />
        </StickyActions>
        {!creating && (
          <Link component={RouterLink} to="/reset-password" variant="body2" sx={{ alignSelf: 'flex-start' }}>
            Change your own password
          </Link>
        )}
      </Stack>
      <RefusedSubmit onRefused={onRefused} />
    </Form>
  )

  return (
    <Page maxWidth={1040}>
      <PageHeader
        title={creating ? 'New Customer' : customer.businessName}
        subtitle={
          creating ? 'Add a customer, its login and its prices.' : `Account # ${customer.accountNumber}`
        }
        backTo="/customers"
        backLabel="Back to customers"
        actions={!creating && <CustomerHeaderActions customer={customer} canEdit={canEdit} />}
      />
      {creating ? (
        detailsForm
      ) : (
        <CustomerTabs
          label="Customer sections"
          tabs={[
            {
              path: '',
              label: 'Details and prices',
              content: (
                <Stack spacing={2}>
                  {detailsForm}
                  <StandingOrdersCard customerId={customer.id} />
                </Stack>
              ),
            },
            {
              path: DELIVERY_DAYS_TAB,
              label: 'Delivery days',
              content: <CustomerDeliveryDays customerId={customer.id} />,
            },
            {
              path: 'order-requirements',
              label: 'Order requirements',
              content: <OrderRequirements customerId={customer.id} />,
            },
            // Issue 37: the books, each with its own Save (the billing) or dialog (a payment).
            { path: 'billing', label: 'Billing', content: <CustomerBilling customerId={customer.id} /> },
            { path: 'balance', label: 'Balance', content: <CustomerBalance customerId={customer.id} /> },
          ]}
        />
      )}
    </Page>
  )
}

/** The customer's product lines as one value of the form: changed here, sent with the customer. */
function ProductLinesInput({ disabled }: { disabled: boolean }) {
  const { field } = useFormInput<ProductLine[]>('products')
  const lines: ProductLine[] = field.value ?? []
  const { data: catalogue = [] } = useGetList<Product>('products', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  })
  return (
    <ProductLinesEditor
      lines={lines}
      available={availableProducts(catalogue, lines)}
      onAdd={(product, price) => field.onChange(addLine(lines, product, price))}
      onReprice={(productId, price) => field.onChange(repriceLine(lines, productId, price))}
      onRemove={(productId) => field.onChange(removeLine(lines, productId))}
      disabled={disabled}
    />
  )
}

function FormButtons({ canEdit, onCancel }: { canEdit: boolean; onCancel: () => void }) {
  const { isSubmitting } = useFormState()
  return (
    <>
      <Button onClick={onCancel} disabled={isSubmitting}>
        Cancel
      </Button>
      {canEdit && (
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
      )}
    </>
  )
}

import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
import HistoryIcon from '@mui/icons-material/History'
import { Alert, Button, Card, CardContent, CardHeader, LinearProgress, Link, Stack } from '@mui/material'
import { ApiError, errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { type FormEvent, useMemo, useState } from 'react'
import { useCreate, useGetList, useGetOne, useUpdate } from 'react-admin'
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import { CONTACT_MESSAGES } from '../common/contact.ts'
import { fieldIssues } from '../common/fieldIssues.ts'
import { useShowFirstInvalid } from '../common/focusFirstInvalid.ts'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { StickyFormActions } from '../common/StickyFormActions.tsx'
import { UnsavedChangesGuard } from '../common/useUnsavedChangesGuard.tsx'
import type { Customer, Product } from '../dataProvider/index.ts'
import { CustomerDetailsCard } from './CustomerDetailsCard.tsx'
import {
  CUSTOMER_MESSAGES,
  type CustomerErrors,
  type CustomerValues,
  customerDraft,
  isDirty,
  validateCustomer,
  valuesOf,
} from './customerForm.ts'
import { ProductLinesEditor } from './ProductLinesEditor.tsx'
import { newOrderPath } from './phoneOrder.ts'
import { addLine, availableProducts, type ProductLine, removeLine, repriceLine } from './productLines.ts'
import { ResetCustomerPasswordButton } from './ResetCustomerPasswordButton.tsx'

const EMPTY_LINES: ProductLine[] = []
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
  const readsHistory = useCan('history', 'read')
  const placesOrders = useCan('orders', 'create')
  const initialValues = useMemo(() => valuesOf(customer), [customer])
  const initialLines = customer?.products ?? EMPTY_LINES
  const [values, setValues] = useState<CustomerValues>(initialValues)
  const [errors, setErrors] = useState<CustomerErrors>({})
  const [lines, setLines] = useState<ProductLine[]>(initialLines)
  const [saved, setSaved] = useState(false)
  const { formRef, showInvalid } = useShowFirstInvalid()
  const [create, { isPending: creatingNow }] = useCreate()
  const [update, { isPending: updatingNow }] = useUpdate()
  const saving = creatingNow || updatingNow
  const { data: catalogue = [] } = useGetList<Product>('products', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  })
  const dirty = !saved && isDirty(initialValues, values, initialLines, lines)

  function change<K extends keyof CustomerValues>(field: K, value: CustomerValues[K]) {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateCustomer(values, { ownerRequired: chooseOwner && creating })
    setErrors(found)
    if (Object.keys(found).length > 0) {
      notify(found.salesUserId ?? CONTACT_MESSAGES.general, 'error')
      showInvalid()
      return
    }
    const draft = customerDraft(values, lines, { chooseOwner, version: customer?.version })
    const options = {
      onSuccess: () => {
        setSaved(true)
        notify(creating ? CUSTOMER_MESSAGES.added : CUSTOMER_MESSAGES.updated, 'success')
        // Leave after the guard has seen the form saved.
        setTimeout(() => navigate('/customers'), 0)
      },
      onError: (failure: unknown) => {
        notify(errorMessage(failure, CUSTOMER_MESSAGES.saveFailed), 'error')
        // A 400 names the fields it refused: each message goes under its field, as a check here would.
        const { byField } = fieldIssues(failure instanceof ApiError ? failure.issues : [], CUSTOMER_FIELDS)
        if (Object.keys(byField).length === 0) return
        setErrors(byField)
        showInvalid()
      },
    }
    if (creating) create('customers', { data: draft }, options)
    else
      update(
        'customers',
        { id: customer.id, data: draft, previousData: customer },
        { ...options, mutationMode: 'pessimistic' },
      )
  }

  return (
    <Page maxWidth={1040}>
      <UnsavedChangesGuard when={dirty && !saving} />
      <PageHeader
        title={creating ? 'New Customer' : customer.businessName}
        subtitle={
          creating ? 'Add a customer, its login and its prices.' : `Account # ${customer.accountNumber}`
        }
        backTo="/customers"
        backLabel="Back to customers"
        actions={
          !creating && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {placesOrders && (
                <Button
                  component={RouterLink}
                  to={newOrderPath(customer.id)}
                  variant="contained"
                  startIcon={<AddShoppingCartIcon />}
                >
                  New order
                </Button>
              )}
              {readsHistory && (
                <Button
                  component={RouterLink}
                  to={`/customers/${customer.id}/history`}
                  variant="outlined"
                  startIcon={<HistoryIcon />}
                >
                  History
                </Button>
              )}
              {canEdit && <ResetCustomerPasswordButton customer={customer} />}
            </Stack>
          )
        }
      />
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-label={creating ? 'New customer' : 'Edit customer'}
      >
        <Stack spacing={2}>
          <CustomerDetailsCard
            customer={customer}
            values={values}
            errors={errors}
            onChange={change}
            onError={(field, message) => setErrors((e) => ({ ...e, [field]: message }))}
            chooseOwner={chooseOwner}
            disabled={!canEdit}
          />
          <Card>
            <CardHeader
              title="Products and prices"
              subheader="Changes here are saved with the customer."
              titleTypographyProps={{ variant: 'h6', component: 'h2' }}
            />
            <CardContent sx={{ pt: 0 }}>
              <ProductLinesEditor
                lines={lines}
                available={availableProducts(catalogue, lines)}
                onAdd={(product, price) => setLines((l) => addLine(l, product, price))}
                onReprice={(productId, price) => setLines((l) => repriceLine(l, productId, price))}
                onRemove={(productId) => setLines((l) => removeLine(l, productId))}
                disabled={!canEdit}
              />
            </CardContent>
          </Card>
          <StickyFormActions>
            <Button onClick={() => navigate('/customers')} disabled={saving}>
              Cancel
            </Button>
            {canEdit && (
              <Button type="submit" variant="contained" disabled={saving}>
                {saving ? 'Saving…' : 'Save'}
              </Button>
            )}
          </StickyFormActions>
          {!creating && (
            <Link
              component={RouterLink}
              to="/reset-password"
              variant="body2"
              sx={{ alignSelf: 'flex-start' }}
            >
              Change your own password
            </Link>
          )}
        </Stack>
      </form>
    </Page>
  )
}

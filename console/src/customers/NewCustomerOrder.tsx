import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { formatDeliveryDate } from '@provender/web-shared/format/delivery.ts'
import { formatMoney } from '@provender/web-shared/format/index.ts'
import { DeliveryDateChooser } from '@provender/web-shared/ordering/DeliveryDateChooser.tsx'
import { OrderNoteFields } from '@provender/web-shared/ordering/OrderNoteFields.tsx'
import { OrderStepper } from '@provender/web-shared/ordering/OrderStepper.tsx'
import { OutsideScheduleDialog } from '@provender/web-shared/ordering/OutsideScheduleDialog.tsx'
import {
  belowMinimumQuestion,
  NO_NOTES,
  notesFields,
  type OrderNotes,
} from '@provender/web-shared/ordering/orderRequirements.ts'
import { useDeliveryChoice } from '@provender/web-shared/ordering/useDeliveryChoice.ts'
import { useOrderWizard } from '@provender/web-shared/ordering/useOrderWizard.ts'
import { AmountsStep, ChooseStep } from '@provender/web-shared/ordering/WizardSteps.tsx'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Confirm } from 'react-admin'
import { Link } from 'react-router-dom'
import { RequireAccess } from '../auth/RequireAccess.tsx'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import type { Customer } from '../dataProvider/index.ts'
import type { PlacedPhoneOrder } from '../dataProvider/orderTypes.ts'
import {
  allowsSubstitute,
  type SubstituteChoices,
  SubstituteOk,
  withSubstitutes,
} from '../orders/SubstituteOk.tsx'
import { CUSTOMER_LOAD_FAILED } from './CustomerOrders.tsx'
import { needsWindowConfirmation, OUTSIDE_WINDOW_QUESTION, placedHeadline } from './phoneOrder.ts'
import { useRouteCustomer } from './useRouteCustomer.ts'

/**
 * /customers/:id/new-order: a phone order. Staff place an order for the customer in the
 * ordering app's three steps, with the customer's products at its negotiated prices (the
 * server prices it again). Outside the customer's ordering window, or for a date that is not
 * one of its delivery dates, the server refuses until staff confirm; the order then records
 * that it was placed outside the window or the schedule.
 */
export function NewCustomerOrder() {
  // Waits for the access answer: a check still pending is not a no (a reload of this page stays on it).
  return (
    <RequireAccess resource="orders" action="create">
      <NewCustomerOrderPage />
    </RequireAccess>
  )
}

function NewCustomerOrderPage() {
  const { id, customer, isPending, error } = useRouteCustomer()
  const ordersPath = `/customers/${id}/orders`
  return (
    <Page maxWidth={1100}>
      <PageHeader
        title={customer ? `New order for ${customer.businessName}` : 'New order'}
        subtitle={customer ? `Account # ${customer.accountNumber}` : undefined}
        backTo={ordersPath}
        backLabel="Back to the customer's orders"
      />
      {isPending && <LinearProgress aria-label="Loading customer" />}
      {error || (!isPending && !customer) ? (
        <Alert severity="error">{CUSTOMER_LOAD_FAILED}</Alert>
      ) : (
        customer && <PhoneOrderForm customer={customer} ordersPath={ordersPath} />
      )}
    </Page>
  )
}

function PhoneOrderForm({ customer, ordersPath }: { customer: Customer; ordersPath: string }) {
  const data = useConsoleData()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const products = useQuery({
    queryKey: ['customer-products', customer.id],
    queryFn: () => data.customerProducts(Number(customer.id)),
  })
  const options = useQuery({
    queryKey: ['delivery-options', customer.id],
    queryFn: () => data.deliveryOptions(Number(customer.id)),
  })
  const requirements = useQuery({
    queryKey: ['order-requirements', customer.id],
    queryFn: () => data.orderRequirements(Number(customer.id)),
  })
  const delivery = useDeliveryChoice(options.data)
  // Issue 36: each line's "Substitute OK", from the customer's default unless switched here.
  const [substitutes, setSubstitutes] = useState<SubstituteChoices>({})
  const substituteDefault = requirements.data?.substitutesAllowed ?? false
  const [notes, setNotes] = useState<OrderNotes>(NO_NOTES)
  // The server's words for an order below the customer's minimum, while staff are asked to accept it.
  const [minimumQuestion, setMinimumQuestion] = useState<string | null>(null)
  const [minimumConfirmed, setMinimumConfirmed] = useState(false)
  const [askOutsideWindow, setAskOutsideWindow] = useState(false)
  // Staff confirmed the closed window once: a later schedule question keeps that answer.
  const [windowConfirmed, setWindowConfirmed] = useState(false)
  const wizard = useOrderWizard<PlacedPhoneOrder, Exceptions>({
    products: products.data,
    place: (items, idempotencyKey, extra) =>
      data.placeOrderFor(Number(customer.id), {
        items: withSubstitutes(items, substitutes, substituteDefault),
        outsideWindow: extra.outsideWindow,
        idempotencyKey,
        ...delivery.fields(extra.outsideSchedule),
        ...notesFields(notes),
        ...(extra.belowMinimum && { belowMinimum: true }),
      }),
    onPlaced: ({ order }) => {
      setAskOutsideWindow(false)
      setMinimumQuestion(null)
      void queryClient.invalidateQueries()
      notify(placedHeadline(order, customer.businessName).notice, 'success')
    },
    onFailed: (error) => {
      // Closed window or a refused date: nothing was placed; the same cart goes again once
      // staff confirm (or choose the date offered).
      const closed = needsWindowConfirmation(error)
      const belowMinimum = belowMinimumQuestion(error)
      setAskOutsideWindow(closed)
      setMinimumQuestion(belowMinimum)
      if (!closed && !belowMinimum && !delivery.refused(error))
        notify(errorMessage(error, 'Failed to place the order.'), 'error')
    },
  })
  const submit = (extra: Partial<Exceptions> = {}) =>
    void wizard.submit({
      outsideWindow: windowConfirmed,
      outsideSchedule: false,
      belowMinimum: minimumConfirmed,
      ...extra,
    })
  const list = products.data ?? []

  return (
    <Stack spacing={2.5}>
      <OrderStepper activeStep={wizard.stepIndex} />
      {wizard.placed ? (
        <PlacedSummary order={wizard.placed.order} customer={customer} ordersPath={ordersPath} />
      ) : (
        <>
          {products.isPending && <LinearProgress aria-label="Loading products" />}
          {products.isError && <Alert severity="error">Failed to load the customer's products.</Alert>}
          {products.isSuccess && list.length === 0 && (
            <Alert severity="info">This customer has no products with a price yet.</Alert>
          )}
          {list.length > 0 && wizard.step === 'choose' && (
            <ChooseStep
              wizard={wizard}
              products={list}
              searchLabel="Search the customer's products"
              onNext={() => wizard.goTo('amounts')}
            />
          )}
          {list.length > 0 && wizard.step === 'amounts' && delivery.scheduled && (
            <DeliveryDateChooser
              options={options.data}
              value={delivery.date}
              onChange={delivery.choose}
              disabled={wizard.submitting}
            />
          )}
          {list.length > 0 && wizard.step === 'amounts' && (
            <OrderNoteFields
              notes={notes}
              poNumberRequired={requirements.data?.poNumberRequired ?? false}
              disabled={wizard.submitting}
              onChange={setNotes}
            />
          )}
          {list.length > 0 && wizard.step === 'amounts' && (
            <AmountsStep
              wizard={wizard}
              submitLabel="Place order"
              busyLabel="Placing…"
              lineExtra={(line) => (
                <SubstituteOk
                  name={line.name}
                  allowed={allowsSubstitute(substitutes, line.productId, substituteDefault)}
                  disabled={wizard.submitting}
                  onChange={(allowed) => setSubstitutes((c) => ({ ...c, [line.productId]: allowed }))}
                />
              )}
              onBack={() => wizard.goTo('choose')}
              onSubmit={() => submit()}
            />
          )}
        </>
      )}
      <Confirm
        isOpen={askOutsideWindow}
        loading={wizard.submitting}
        title="Ordering is closed"
        content={OUTSIDE_WINDOW_QUESTION}
        confirm={wizard.submitting ? 'Placing…' : 'Place it anyway'}
        onConfirm={() => {
          setWindowConfirmed(true)
          submit({ outsideWindow: true })
        }}
        onClose={() => !wizard.submitting && setAskOutsideWindow(false)}
      />
      <Confirm
        isOpen={minimumQuestion !== null}
        loading={wizard.submitting}
        title="Below the minimum order"
        content={minimumQuestion ?? ''}
        confirm={wizard.submitting ? 'Placing…' : 'Accept below the minimum'}
        confirmColor="warning"
        onConfirm={() => {
          setMinimumConfirmed(true)
          submit({ belowMinimum: true })
        }}
        onClose={() => !wizard.submitting && setMinimumQuestion(null)}
      />
      <OutsideScheduleDialog
        refusal={delivery.refusal}
        date={delivery.refusedDate}
        busy={wizard.submitting}
        onPlaceAnyway={() => submit({ outsideSchedule: true })}
        onUseNext={delivery.choose}
        onClose={delivery.dismiss}
      />
    </Stack>
  )
}

/** What staff confirmed for this order: outside the ordering window, outside the schedule, below the minimum. */
interface Exceptions {
  outsideWindow: boolean
  outsideSchedule: boolean
  belowMinimum: boolean
}

function PlacedSummary({
  order,
  customer,
  ordersPath,
}: {
  order: PlacedPhoneOrder
  customer: Customer
  ordersPath: string
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h5" component="h2">
            {placedHeadline(order, customer.businessName).title}
          </Typography>
          {order.mergedInto !== undefined && (
            <Typography data-testid="added-to-order">
              {customer.businessName} already had an order open for this delivery date, so the items were
              added to it.
            </Typography>
          )}
          <Typography>
            For {customer.businessName}, total {formatMoney(order.totalPrice)}. The customer sees it in their
            order history as placed by {order.placedBy?.name ?? 'you'}.
          </Typography>
          {order.deliveryDate && (
            <Typography>
              For delivery on {formatDeliveryDate(order.deliveryDate)}
              {order.outsideSchedule ? ', outside the customer’s delivery schedule' : ''}.
            </Typography>
          )}
          {order.placedOutsideWindow && (
            <Alert severity="info">Placed outside the customer's ordering hours.</Alert>
          )}
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <Button variant="contained" component={Link} to={`/orders/${order.id}`}>
              View order
            </Button>
            <Button variant="outlined" component={Link} to={ordersPath}>
              Customer's orders
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}

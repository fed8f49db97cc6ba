import { Alert, GlobalStyles, Stack } from '@mui/material'
import { ApiError, api, errorMessage } from '@provender/web-shared/api.ts'
import { DeliveryDateChooser } from '@provender/web-shared/ordering/DeliveryDateChooser.tsx'
import { OrderStepper } from '@provender/web-shared/ordering/OrderStepper.tsx'
import { NO_NOTES, notesFields } from '@provender/web-shared/ordering/orderRequirements.ts'
import { outlierQuestions } from '@provender/web-shared/ordering/outliers.ts'
import type { PlacedOrder } from '@provender/web-shared/ordering/types.ts'
import { useOrderWizard } from '@provender/web-shared/ordering/useOrderWizard.ts'
import type { WizardStep } from '@provender/web-shared/ordering/wizard.ts'
import { RetryAlert } from '@provender/web-shared/RetryAlert.tsx'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { closedReason, phoneTimeZone } from '../home/orderWindow.ts'
import { useOrderWindow } from '../home/useOrderWindow.ts'
import { useCustomer } from '../session/UserContext.tsx'
import { CHANGE_PARAM, changedOrderId } from './changeDraft.ts'
import { buildConfirmation } from './confirmation.ts'
import { withPastOrder, withWaiting } from './draft.ts'
import { OutlierDialog, ReorderNotice } from './GuideParts.tsx'
import { ItemsStep } from './ItemsStep.tsx'
import { OfflineNotice } from './OfflineNotice.tsx'
import { HEADINGS, LoadingList, StepHeading } from './OrderFormParts.tsx'
import { QuantitiesStep } from './QuantitiesStep.tsx'
import { noLongerOffered, removedText } from './removedLines.ts'
import { NO_CHOICES, withSubstituteChoices } from './substitutes.ts'
import { useCardExtras } from './useCardExtras.tsx'
import { useCustomerProducts } from './useCustomerProducts.ts'
import { useDraftKeys } from './useDraftKeys.ts'
import { useOrderDelivery } from './useOrderDelivery.ts'
import { useOrderDraft } from './useOrderDraft.ts'
import { useOrderRequirements, useSubstituteDefault } from './useOrderRequirements.ts'
import { useReorder } from './useReorder.ts'
import { useSendWhenOnline } from './useSendWhenOnline.ts'
import { NO_USUAL_ITEMS, useUsualItems } from './useUsualItems.ts'

// The confirmation (with its table) is needed only once an order is placed: fetched on the way
// to step 2, not with step 1.
const loadConfirmation = () => import('./OrderConfirmation.tsx')
const OrderConfirmation = lazy(() => loadConfirmation().then((m) => ({ default: m.OrderConfirmation })))

// Keeps a focused input clear of the sticky bar at the bottom and the top bar. One object, so
// the global style is not serialised again on every render.
const SCROLL_PADDING = { html: { scrollPaddingBottom: 160, scrollPaddingTop: 72 } }

export const ORDER_FORM_MESSAGES = {
  loadFailed: 'Failed to load your products.',
  submitFailed: 'Failed to submit order',
  thrown: 'There was an error submitting your order. Please try again.',
  kept: 'Your order is kept here.',
  reorderFailed: 'That order could not be found to order again.',
} as const

/** A refusal from the server, in its words, and that nothing typed is lost. */
function refusalText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  return `${errorMessage(error, ORDER_FORM_MESSAGES.submitFailed)} ${ORDER_FORM_MESSAGES.kept}`
}

const ChangeOrderForm = lazy(() =>
  import('./ChangeOrderForm.tsx').then((m) => ({ default: m.ChangeOrderForm })),
)

/** The order form: a new order, or `?change=21` an order placed before (issue 36). */
export function OrderForm() {
  const [params] = useSearchParams()
  const changing = changedOrderId(params.get(CHANGE_PARAM))
  if (changing === null) return <NewOrderForm />
  return (
    <Suspense fallback={<LoadingList />}>
      <ChangeOrderForm key={changing} orderId={changing} />
    </Suspense>
  )
}

/**
 * Spec 2.14's three steps (Select Your Items, Choose Quantities, Order Confirmed), with the order
 * guide's speed inside them (issue 40): a stepper on every card, "Fill from last order", the
 * usual items. The draft lives in the tab, so a reload loses nothing, and a submit without a
 * network waits for it.
 */
function NewOrderForm() {
  const user = useCustomer()
  const queryClient = useQueryClient()
  const products = useCustomerProducts(user.id)
  const usualItems = useUsualItems(user.id)
  const usual = usualItems.data ?? NO_USUAL_ITEMS
  const { data: orderWindow } = useOrderWindow()
  const { draft, setDraft, clear, store } = useOrderDraft(user.id)
  const extrasOf = useCardExtras(user.id)
  const [questions, setQuestions] = useState<string[]>([])
  // Products the server said were gone at submit: taken out, and named.
  const [removed, setRemoved] = useState<string[]>([])
  const keys = useDraftKeys(draft, setDraft)
  const delivery = useOrderDelivery(draft, setDraft)
  const requirements = useOrderRequirements(user.id)
  const notes = draft.notes ?? NO_NOTES
  // Issue 36: each line's "Substitute OK", from the customer's default unless switched here.
  const substituteFallback = useSubstituteDefault(user.id)
  const choices = draft.substitutes ?? NO_CHOICES
  const chooseSubstitute = useCallback(
    (productId: string, allowed: boolean) =>
      setDraft((d) => ({ ...d, substitutes: { ...d.substitutes, [productId]: allowed } })),
    [setDraft],
  )
  const lastUnits = useMemo(
    () => new Map(usual.items.map((item) => [item.productId, item.lastQuantityType])),
    [usual.items],
  )
  const wizard = useOrderWizard<PlacedOrder>({
    products: products.data,
    // Issue 40: a + on a card ordered before adds it in the unit it was last ordered in.
    startingUnit: useCallback((productId: string) => lastUnits.get(productId), [lastUnits]),
    store,
    keys,
    place: (items, key) =>
      api<PlacedOrder>('/api/orders', {
        method: 'POST',
        body: {
          items: withSubstituteChoices(items, choices, substituteFallback),
          ...delivery.choice.fields(),
          ...notesFields(notes),
        },
        headers: { 'Idempotency-Key': key },
      }),
    onPlaced: () => {
      clear()
      void queryClient.invalidateQueries({ queryKey: ['orders'] })
      void queryClient.invalidateQueries({ queryKey: ['usual-items'] })
      // The order makes its prices the ones last paid: the home's price changes move.
      void queryClient.invalidateQueries({ queryKey: ['price-changes'] })
      window.scrollTo({ top: 0 })
    },
    // A product gone or repriced since the guide loaded: show today's list and prices, and name
    // what was taken out of the order (the wizard drops lines the list no longer has).
    onFailed: (error) => {
      // A date no longer open: the draft stays, set for the date the server offers instead.
      if (delivery.refused(error)) return
      if (!(error instanceof ApiError && error.status === 400)) return
      const chosen = wizard.chosen
      void products.refetch().then(({ data }) => {
        if (data) setRemoved(noLongerOffered(chosen, data))
      })
    },
  })
  // On step 2 (reached, or restored by a reload), the confirmation's code is fetched ahead,
  // online only: a dynamic import that failed offline is not tried again by the browser.
  useEffect(() => {
    if (wizard.step === 'amounts' && navigator.onLine) loadConfirmation().catch(() => {})
  }, [wizard.step])
  const send = useSendWhenOnline(() => wizard.submit(), {
    waiting: Boolean(draft.submission?.waiting),
    setWaiting: (waiting) => setDraft((d) => withWaiting(d, waiting)),
    ready: products.isSuccess,
  })
  const reorder = useReorder(products.data, setDraft)
  const list = products.data ?? []
  // The guide waits for the usual items (or their failure) too: drawn without them, its
  // catalogue would be pushed down when they arrive, a layout shift and a second render.
  const loading = products.isPending || (products.isSuccess && usualItems.isPending)
  // The lines are drawn in a deferred render, which React slices, rather than in the one that
  // brought the data: the phone stays responsive while a long list appears.
  const ready = !loading && list.length > 0
  const linesReady = useDeferredValue(ready, false)
  const showLines = ready && linesReady
  const closed = orderWindow ? closedReason(orderWindow, new Date(), phoneTimeZone()) : null
  const pageError =
    wizard.error && !(wizard.error instanceof ApiError) && !send.waiting ? ORDER_FORM_MESSAGES.thrown : null

  const goTo = (step: WizardStep) => {
    // Step 2 shows today's prices, never a cached list's.
    if (step === 'amounts') void products.refetch()
    wizard.goTo(step)
    window.scrollTo({ top: 0 })
  }
  const fillFromLastOrder = () => {
    const last = usual.lastOrder
    if (last) setDraft((d) => withPastOrder(d, last.id, last.items, list, d.step))
  }
  const removedNotice = removedText(removed)
  const requestSend = () => {
    setRemoved([])
    delivery.choice.dismiss()
    // Reserved now, kept in the stored draft: a Submit again after a reload resends with it.
    keys.keyFor(wizard.summary.items)
    void send.request()
  }
  const submit = () => {
    const asked = outlierQuestions(wizard.summary.items, list, usual.items)
    if (asked.length) setQuestions(asked)
    else requestSend()
  }
  const heading = wizard.placed ? HEADINGS.placed : HEADINGS[wizard.step]
  const chooser = (choose: boolean) => (
    <DeliveryDateChooser
      options={delivery.options}
      value={delivery.choice.date}
      onChange={delivery.choice.choose}
      choose={choose}
      disabled={wizard.submitting || send.waiting}
    />
  )

  return (
    <Stack spacing={2.5}>
      <GlobalStyles styles={SCROLL_PADDING} />
      <OrderStepper activeStep={wizard.stepIndex} />
      <StepHeading {...heading} />

      {wizard.placed ? (
        <Suspense fallback={null}>
          <OrderConfirmation
            confirmation={buildConfirmation(wizard.placed.chosen, wizard.placed.summary, wizard.placed.order)}
          />
        </Suspense>
      ) : (
        <>
          {closed && <Alert severity="warning">{closed}</Alert>}
          <OfflineNotice online={send.online} waiting={send.waiting} loading={products.isPending} />
          {pageError && <Alert severity="error">{pageError}</Alert>}
          {removedNotice && (
            <Alert severity="warning" role="alert">
              {removedNotice}
            </Alert>
          )}
          {reorder.failed && <Alert severity="error">{ORDER_FORM_MESSAGES.reorderFailed}</Alert>}
          {draft.reorder && (
            <ReorderNotice
              reorder={draft.reorder}
              onClose={() => setDraft((d) => ({ ...d, reorder: null }))}
            />
          )}
          {(loading || (ready && !linesReady)) && <LoadingList />}
          {products.isError && (
            <RetryAlert onRetry={() => void products.refetch()}>{ORDER_FORM_MESSAGES.loadFailed}</RetryAlert>
          )}
          {products.isSuccess && list.length === 0 && (
            <Alert severity="info">
              No products are set up for your account yet. Please contact your sales representative.
            </Alert>
          )}
          {wizard.step === 'choose' && chooser(false)}
          {showLines && wizard.step === 'choose' && (
            <ItemsStep
              wizard={wizard}
              products={list}
              usual={usual}
              extrasOf={extrasOf}
              onFill={fillFromLastOrder}
              onNext={() => goTo('amounts')}
              stockDate={delivery.choice.date}
            />
          )}
          {showLines && wizard.step === 'amounts' && (
            <QuantitiesStep
              wizard={wizard}
              reorder={draft.reorder}
              refusal={removedNotice ? null : (delivery.notice ?? refusalText(wizard.error))}
              notices={chooser(true)}
              closed={closed !== null}
              waiting={send.waiting}
              notes={notes}
              onNotes={(typed) => setDraft((d) => ({ ...d, notes: typed }))}
              requirements={requirements}
              substitutes={{ choices, fallback: substituteFallback, onChange: chooseSubstitute }}
              stockDate={delivery.choice.date}
              onBack={() => goTo('choose')}
              onSubmit={submit}
            />
          )}
        </>
      )}
      <OutlierDialog
        questions={questions}
        onChange={() => setQuestions([])}
        onConfirm={() => {
          setQuestions([])
          requestSend()
        }}
      />
    </Stack>
  )
}

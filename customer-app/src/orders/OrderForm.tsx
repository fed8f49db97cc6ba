import { Alert, Button, GlobalStyles, Stack, Typography } from '@mui/material'
import { ApiError, api, errorMessage } from '@provender/web-shared/api.ts'
import { OrderStepper } from '@provender/web-shared/ordering/OrderStepper.tsx'
import type { PlacedOrder } from '@provender/web-shared/ordering/types.ts'
import { useOrderWizard } from '@provender/web-shared/ordering/useOrderWizard.ts'
import { AmountsStep, ChooseStep } from '@provender/web-shared/ordering/WizardSteps.tsx'
import type { WizardStep } from '@provender/web-shared/ordering/wizard.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { ESTIMATE_NOTE } from '../history/LineItemsTable.tsx'
import { closedReason, phoneTimeZone } from '../home/orderWindow.ts'
import { useOrderWindow } from '../home/useOrderWindow.ts'
import { useCustomer } from '../session/UserContext.tsx'
import { buildConfirmation } from './confirmation.ts'
import { draftFromPastOrder, type ReorderState } from './draft.ts'
import { OrderConfirmation } from './OrderConfirmation.tsx'
import { HEADINGS, LoadingList, ReorderNotice, StepHeading } from './OrderFormParts.tsx'
import { useCardExtras } from './useCardExtras.tsx'
import { useCustomerProducts } from './useCustomerProducts.ts'
import { useOrderDraft } from './useOrderDraft.ts'

export const ORDER_FORM_MESSAGES = {
  loadFailed: 'Failed to load your products.',
  submitFailed: 'Failed to submit order',
  thrown: 'There was an error submitting your order. Please try again.',
} as const

function reorderOf(state: unknown): ReorderState['reorder'] | null {
  const reorder = (state as Partial<ReorderState> | null)?.reorder
  return reorder && typeof reorder.orderId === 'number' && Array.isArray(reorder.lines) ? reorder : null
}

/** Spec 2.14: the three-step order form; the draft lives in the tab, so a reload loses nothing. */
export function OrderForm() {
  const user = useCustomer()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const location = useLocation()
  const navigate = useNavigate()
  const products = useCustomerProducts(user.id)
  const { data: orderWindow } = useOrderWindow()
  const { draft, setDraft, clear, store } = useOrderDraft(user.id)
  const extrasOf = useCardExtras(user.id)
  const wizard = useOrderWizard<PlacedOrder>({
    products: products.data,
    store,
    place: (items, key) =>
      api<PlacedOrder>('/api/orders', {
        method: 'POST',
        body: { items },
        headers: { 'Idempotency-Key': key },
      }),
    onPlaced: () => {
      clear()
      void queryClient.invalidateQueries({ queryKey: ['orders'] })
      // The order makes its prices the ones last paid: the home's price changes move.
      void queryClient.invalidateQueries({ queryKey: ['price-changes'] })
      window.scrollTo({ top: 0 })
    },
    onFailed: (error) => notify(errorMessage(error, ORDER_FORM_MESSAGES.submitFailed), 'error'),
  })
  const list = products.data ?? []
  const closed = orderWindow ? closedReason(orderWindow, new Date(), phoneTimeZone()) : null
  const pageError = wizard.error && !(wizard.error instanceof ApiError) ? ORDER_FORM_MESSAGES.thrown : null

  // Once the price list is known, an "Order again" starts from the past order's lines.
  const pendingReorder = reorderOf(location.state)
  useEffect(() => {
    if (!products.isSuccess || !pendingReorder) return
    setDraft(draftFromPastOrder(pendingReorder.orderId, pendingReorder.lines, products.data))
    navigate(location.pathname, { replace: true, state: null })
  }, [products.isSuccess, products.data, pendingReorder, navigate, location.pathname, setDraft])

  const goTo = (step: WizardStep) => {
    wizard.goTo(step)
    window.scrollTo({ top: 0 })
  }

  return (
    <Stack spacing={2.5}>
      {/* Keeps a focused input clear of the sticky bar at the bottom and the top bar. */}
      <GlobalStyles styles={{ html: { scrollPaddingBottom: 160, scrollPaddingTop: 72 } }} />
      <OrderStepper activeStep={wizard.stepIndex} />
      <StepHeading {...HEADINGS[wizard.stepIndex]!} />

      {wizard.placed ? (
        <OrderConfirmation
          confirmation={buildConfirmation(wizard.placed.chosen, wizard.placed.summary, wizard.placed.order)}
        />
      ) : (
        <>
          {closed && <Alert severity="warning">{closed}</Alert>}
          {pageError && <Alert severity="error">{pageError}</Alert>}
          {draft.reorder && (
            <ReorderNotice
              reorder={draft.reorder}
              onClose={() => setDraft((d) => ({ ...d, reorder: null }))}
            />
          )}
          {products.isPending && <LoadingList />}
          {products.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => void products.refetch()} sx={{ minHeight: 44 }}>
                  Retry
                </Button>
              }
            >
              {ORDER_FORM_MESSAGES.loadFailed}
            </Alert>
          )}
          {products.isSuccess && list.length === 0 && (
            <Alert severity="info">
              No products are set up for your account yet. Please contact your sales representative.
            </Alert>
          )}
          {list.length > 0 && wizard.step === 'choose' && (
            <ChooseStep
              wizard={wizard}
              products={list}
              searchLabel="Search your products"
              extrasOf={extrasOf}
              onNext={() => goTo('amounts')}
            />
          )}
          {list.length > 0 && wizard.step === 'amounts' && (
            <AmountsStep
              wizard={wizard}
              note={
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', lineHeight: 1.3, mt: 0.25 }}
                >
                  {ESTIMATE_NOTE}
                </Typography>
              }
              submitLabel="Submit Order"
              busyLabel="Submitting..."
              closed={closed !== null}
              onBack={() => goTo('choose')}
              onSubmit={() => void wizard.submit()}
            />
          )}
        </>
      )}
    </Stack>
  )
}

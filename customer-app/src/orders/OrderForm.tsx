import Home from '@mui/icons-material/Home'
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  GlobalStyles,
  Skeleton,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material'
import { formatMoney } from '@provender/events'
import { ApiError, api, errorMessage } from '@provender/web-shared/api.ts'
import { AmountCard } from '@provender/web-shared/ordering/AmountCard.tsx'
import {
  type Cart,
  canSubmit,
  lineFor,
  summarize,
  withAmount,
  withQuantityType,
} from '@provender/web-shared/ordering/cart.ts'
import { productKey } from '@provender/web-shared/ordering/catalog.ts'
import { SubmissionKeys } from '@provender/web-shared/ordering/idempotency.ts'
import type { OrderItemDraft, PlacedOrder } from '@provender/web-shared/ordering/types.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom'
import { ESTIMATE_NOTE } from '../history/LineItemsTable.tsx'
import { closedReason, phoneTimeZone } from '../home/orderWindow.ts'
import { useOrderWindow } from '../home/useOrderWindow.ts'
import { useCustomer } from '../session/UserContext.tsx'
import { ChooseItemsStep } from './ChooseItemsStep.tsx'
import { buildConfirmation, type Confirmation } from './confirmation.ts'
import { draftFromPastOrder, type ReorderState, toggled, withinCatalogue } from './draft.ts'
import { OrderConfirmation } from './OrderConfirmation.tsx'
import { StickyActions } from './StickyActions.tsx'
import { useCustomerProducts } from './useCustomerProducts.ts'
import { useOrderDraft } from './useOrderDraft.ts'

export const ORDER_FORM_MESSAGES = {
  loadFailed: 'Failed to load your products.',
  submitFailed: 'Failed to submit order',
  thrown: 'There was an error submitting your order. Please try again.',
} as const

const STEPS = ['Choose Items', 'Enter Amounts', 'Confirmation'] as const

const HEADINGS = [
  { title: 'Select Your Items', subtitle: 'Select the products you want to order.' },
  { title: 'Choose Quantities', subtitle: 'Enter amounts by pack/case or weight.' },
  { title: 'Order Confirmed', subtitle: 'Review your order details.' },
] as const

function reorderOf(state: unknown): ReorderState['reorder'] | null {
  const reorder = (state as Partial<ReorderState> | null)?.reorder
  return reorder && typeof reorder.orderId === 'number' && Array.isArray(reorder.lines) ? reorder : null
}

/** Spec 2.14: the three-step order form. */
export function OrderForm() {
  const user = useCustomer()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const location = useLocation()
  const navigate = useNavigate()
  const products = useCustomerProducts(user.id)
  const { data: orderWindow } = useOrderWindow()
  const { draft, setDraft, clear } = useOrderDraft(user.id)
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)
  const [pageError, setPageError] = useState<string | null>(null)
  const keys = useRef(new SubmissionKeys())

  const list = useMemo(() => products.data ?? [], [products.data])
  const byKey = useMemo(() => new Map(list.map((p) => [productKey(p), p])), [list])
  const chosen = useMemo(() => draft.selected.flatMap((id) => byKey.get(id) ?? []), [draft.selected, byKey])
  const summary = useMemo(() => summarize(chosen, draft.cart), [chosen, draft.cart])
  const closed = orderWindow ? closedReason(orderWindow, new Date(), phoneTimeZone()) : null

  // Once the price list is known: start an "Order again", or drop what is no longer offered.
  const pendingReorder = reorderOf(location.state)
  useEffect(() => {
    if (!products.isSuccess) return
    if (pendingReorder) {
      setDraft(draftFromPastOrder(pendingReorder.orderId, pendingReorder.lines, products.data))
      navigate(location.pathname, { replace: true, state: null })
      return
    }
    setDraft((d) => withinCatalogue(d, products.data))
  }, [products.isSuccess, products.data, pendingReorder, navigate, location.pathname, setDraft])

  const submission = useMutation({
    mutationFn: (items: OrderItemDraft[]) =>
      api<PlacedOrder>('/api/orders', {
        method: 'POST',
        body: { items },
        headers: { 'Idempotency-Key': keys.current.keyFor(items) },
      }),
    onSuccess: (placed) => {
      keys.current.forget()
      setConfirmation(buildConfirmation(chosen, summary, placed))
      clear()
      void queryClient.invalidateQueries({ queryKey: ['orders'] })
      // The order makes its prices the ones last paid: the home's price changes move.
      void queryClient.invalidateQueries({ queryKey: ['price-changes'] })
      window.scrollTo({ top: 0 })
    },
    onError: (error) => {
      // A refusal is a definite answer: nothing was placed, so a retry is a new attempt.
      // After a network error or a server fault the outcome is unknown: keep the key.
      if (error instanceof ApiError && error.status < 500) keys.current.forget()
      if (!(error instanceof ApiError)) setPageError(ORDER_FORM_MESSAGES.thrown)
      notify(errorMessage(error, ORDER_FORM_MESSAGES.submitFailed), 'error')
    },
  })
  const submitting = submission.isPending

  const activeStep = confirmation ? 2 : draft.step === 'amounts' ? 1 : 0
  const heading = HEADINGS[activeStep]!
  const goTo = (step: 'items' | 'amounts') => {
    setDraft((d) => ({ ...d, step }))
    window.scrollTo({ top: 0 })
  }
  const submit = () => {
    // A second tap before the button turns off sends nothing: one order per submission.
    if (submission.isPending || !canSubmit(summary, false)) return
    setPageError(null)
    submission.mutate(summary.items)
  }
  const updateCart = (next: (cart: Cart) => Cart) => setDraft((d) => ({ ...d, cart: next(d.cart) }))

  return (
    <Stack spacing={2.5}>
      {/* Keeps a focused input clear of the sticky bar at the bottom and the top bar. */}
      <GlobalStyles styles={{ html: { scrollPaddingBottom: 160, scrollPaddingTop: 72 } }} />
      <Stepper activeStep={activeStep} alternativeLabel aria-label="Order steps">
        {STEPS.map((label, index) => (
          <Step key={label} completed={index < activeStep || (index === 2 && confirmation !== null)}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Stack direction="row" alignItems="flex-start" justifyContent="space-between" spacing={2}>
        <Box>
          <Typography variant="h4" component="h1">
            {heading.title}
          </Typography>
          <Typography color="text.secondary">{heading.subtitle}</Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/"
          variant="outlined"
          startIcon={<Home />}
          sx={{ flexShrink: 0, minHeight: 44 }}
        >
          Home
        </Button>
      </Stack>

      {confirmation ? (
        <OrderConfirmation confirmation={confirmation} />
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
          {list.length > 0 && activeStep === 0 && (
            <>
              <ChooseItemsStep
                customerId={user.id}
                products={list}
                selected={draft.selected}
                onToggle={(id) => setDraft((d) => toggled(d, id))}
              />
              <StickyActions
                summary={
                  <Typography fontWeight={600} role="status">
                    {chosen.length === 0
                      ? 'Nothing selected'
                      : `${chosen.length} item${chosen.length > 1 ? 's' : ''} selected`}
                  </Typography>
                }
              >
                <Button
                  variant="contained"
                  size="large"
                  disabled={chosen.length === 0}
                  onClick={() => goTo('amounts')}
                  sx={{ minHeight: 48, px: 4 }}
                >
                  Next
                </Button>
              </StickyActions>
            </>
          )}
          {list.length > 0 && activeStep === 1 && (
            <>
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {chosen.map((product) => (
                  <li key={productKey(product)}>
                    <AmountCard
                      product={product}
                      line={lineFor(draft.cart, product)}
                      disabled={submitting}
                      onAmount={(amount) => updateCart((c) => withAmount(c, product, amount))}
                      onQuantityType={(type) => updateCart((c) => withQuantityType(c, product, type))}
                    />
                  </li>
                ))}
              </Stack>
              <StickyActions
                summary={
                  <Stack direction="row" spacing={1} alignItems="baseline">
                    <Typography color="text.secondary">Estimated Total</Typography>
                    <Typography
                      component="p"
                      data-testid="estimated-total"
                      sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' }, fontWeight: 700, lineHeight: 1.2 }}
                    >
                      {formatMoney(summary.totalCents)}
                    </Typography>
                  </Stack>
                }
                note={
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', lineHeight: 1.3, mt: 0.25 }}
                  >
                    {ESTIMATE_NOTE}
                  </Typography>
                }
              >
                <Button
                  variant="outlined"
                  size="large"
                  onClick={() => goTo('items')}
                  disabled={submitting}
                  sx={{ minHeight: 48 }}
                >
                  Back
                </Button>
                <Button
                  variant="contained"
                  size="large"
                  disabled={!canSubmit(summary, submitting) || closed !== null}
                  onClick={submit}
                  startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
                  sx={{ minHeight: 48, px: { xs: 2, sm: 4 } }}
                >
                  {submitting ? 'Submitting...' : 'Submit Order'}
                </Button>
              </StickyActions>
            </>
          )}
        </>
      )}
    </Stack>
  )
}

function ReorderNotice({
  reorder,
  onClose,
}: {
  reorder: { orderId: number; leftOut: string[] }
  onClose: () => void
}) {
  return (
    <Alert
      severity={reorder.leftOut.length ? 'warning' : 'info'}
      onClose={onClose}
      slotProps={{ closeButton: { sx: { width: 44, height: 44 } } }}
    >
      Order #{reorder.orderId} copied at today's prices.
      {reorder.leftOut.length > 0 && ` No longer offered, left out: ${reorder.leftOut.join(', ')}.`}
    </Alert>
  )
}

function LoadingList() {
  return (
    <Stack spacing={1} aria-label="Loading products">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={88} />
      ))}
    </Stack>
  )
}

import Home from '@mui/icons-material/Home'
import { Alert, Box, Button, GlobalStyles, Skeleton, Stack, Typography } from '@mui/material'
import { ApiError, api, errorMessage } from '@provender/web-shared/api'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { closedReason } from '../home/orderWindow.ts'
import { useOrderWindow } from '../home/useOrderWindow.ts'
import { useCustomer } from '../session/UserContext.tsx'
import { type Cart, canSubmit, summarize, withAmount, withQuantityType } from './cart.ts'
import { groupProducts } from './catalog.ts'
import { buildConfirmation, type Confirmation } from './confirmation.ts'
import { SubmissionKeys } from './idempotency.ts'
import { OrderConfirmation } from './OrderConfirmation.tsx'
import { OrderTotalBar } from './OrderTotalBar.tsx'
import { ProductSections } from './ProductSections.tsx'
import type { OrderItemDraft, PlacedOrder } from './types.ts'
import { useCustomerProducts } from './useCustomerProducts.ts'

export const ORDER_FORM_MESSAGES = {
  loadFailed: 'Failed to load your products.',
  submitFailed: 'Failed to submit order',
  thrown: 'There was an error submitting your order. Please try again.',
} as const

/**
 * The order form of this slice: one screen with every product and its quantity.
 * The later three-step version reuses the catalogue, cart and confirmation pieces.
 */
export function OrderForm() {
  const user = useCustomer()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const products = useCustomerProducts(user.id)
  const { data: orderWindow } = useOrderWindow()
  const [cart, setCart] = useState<Cart>({})
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)
  const [pageError, setPageError] = useState<string | null>(null)
  const keys = useRef(new SubmissionKeys())

  const list = useMemo(() => products.data ?? [], [products.data])
  const sections = useMemo(() => groupProducts(list), [list])
  const summary = useMemo(() => summarize(list, cart), [list, cart])
  const closed = orderWindow ? closedReason(orderWindow, new Date()) : null

  const submission = useMutation({
    mutationFn: (items: OrderItemDraft[]) =>
      api<PlacedOrder>('/api/orders', {
        method: 'POST',
        body: { items },
        headers: { 'Idempotency-Key': keys.current.keyFor(items) },
      }),
    onSuccess: (placed) => {
      keys.current.forget()
      setConfirmation(buildConfirmation(list, cart, placed))
      void queryClient.invalidateQueries({ queryKey: ['orders'] })
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

  if (confirmation) return <OrderConfirmation confirmation={confirmation} />

  const submitting = submission.isPending
  const handleSubmit = () => {
    setPageError(null)
    submission.mutate(summary.items)
  }

  return (
    <Stack spacing={2.5}>
      {/* Keeps a focused quantity input clear of the sticky total bar and the top bar. */}
      <GlobalStyles styles={{ html: { scrollPaddingBottom: 140, scrollPaddingTop: 72 } }} />
      <Stack direction="row" alignItems="flex-start" justifyContent="space-between" spacing={2}>
        <Box>
          <Typography variant="h4" component="h1">
            New Order
          </Typography>
          <Typography color="text.secondary">Enter amounts by pack/case or weight.</Typography>
        </Box>
        <Button component={RouterLink} to="/" variant="outlined" startIcon={<Home />} sx={{ flexShrink: 0 }}>
          Home
        </Button>
      </Stack>
      {closed && <Alert severity="warning">{closed}</Alert>}
      {pageError && <Alert severity="error">{pageError}</Alert>}
      {products.isPending && <LoadingList />}
      {products.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void products.refetch()}>
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
      {list.length > 0 && (
        <>
          <ProductSections
            sections={sections}
            cart={cart}
            disabled={submitting}
            onAmount={(product, amount) => setCart((c) => withAmount(c, product, amount))}
            onQuantityType={(product, type) => setCart((c) => withQuantityType(c, product, type))}
          />
          <OrderTotalBar
            totalCents={summary.totalCents}
            itemCount={summary.items.length}
            canSubmit={canSubmit(summary, submitting) && closed === null}
            submitting={submitting}
            onSubmit={handleSubmit}
          />
        </>
      )}
    </Stack>
  )
}

function LoadingList() {
  return (
    <Stack spacing={1} aria-label="Loading products">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={72} />
      ))}
    </Stack>
  )
}

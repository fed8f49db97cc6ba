import SearchIcon from '@mui/icons-material/Search'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  InputAdornment,
  LinearProgress,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material'
import { formatMoney } from '@provender/events'
import { errorMessage } from '@provender/web-shared/api.ts'
import { AmountCard } from '@provender/web-shared/ordering/AmountCard.tsx'
import {
  type Cart,
  canSubmit,
  lineFor,
  summarize,
  withAmount,
  withQuantityType,
} from '@provender/web-shared/ordering/cart.ts'
import { groupProducts, matchesSearch, productKey } from '@provender/web-shared/ordering/catalog.ts'
import { SubmissionKeys } from '@provender/web-shared/ordering/idempotency.ts'
import { ProductCard } from '@provender/web-shared/ordering/ProductCard.tsx'
import type { OrderItemDraft } from '@provender/web-shared/ordering/types.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useMemo, useRef, useState } from 'react'
import { useGetOne } from 'react-admin'
import { Link, Navigate, useParams } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import { ConfirmDialog } from '../common/ConfirmDialog.tsx'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import type { Customer } from '../dataProvider/index.ts'
import type { PlacedPhoneOrder } from '../dataProvider/orderTypes.ts'
import { CUSTOMER_LOAD_FAILED } from './CustomerOrders.tsx'
import { needsWindowConfirmation, OUTSIDE_WINDOW_QUESTION, PHONE_ORDER_STEPS } from './phoneOrder.ts'

/**
 * /customers/:id/new-order: a phone order. Staff place an order for the customer in the
 * ordering app's three steps, with the customer's products at its negotiated prices (the
 * server prices it again). Outside the customer's ordering window the server refuses until
 * staff confirm; the order then records that it was placed outside the window.
 */
export function NewCustomerOrder() {
  const { id = '' } = useParams()
  const customerId = Number(id)
  const canOrder = useCan('orders', 'create')
  const {
    data: customer,
    isPending,
    error,
  } = useGetOne<Customer>('customers', { id: customerId }, { retry: false, enabled: canOrder })
  if (!canOrder) return <Navigate to="/" replace />
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
  const [step, setStep] = useState<0 | 1>(0)
  const [search, setSearch] = useState('')
  const [selected, setSelected] = useState<string[]>([])
  const [cart, setCart] = useState<Cart>({})
  const [askOutsideWindow, setAskOutsideWindow] = useState(false)
  const [placed, setPlaced] = useState<PlacedPhoneOrder | null>(null)
  // One key per submission: a double tap or a resend after a lost answer places one order.
  const keys = useRef(new SubmissionKeys())
  // Set at once on the first tap, before React re-renders the button as busy.
  const sending = useRef(false)

  const list = useMemo(() => products.data ?? [], [products.data])
  const sections = useMemo(() => groupProducts(list.filter((p) => matchesSearch(p, search))), [list, search])
  const chosen = useMemo(
    () => selected.flatMap((key) => list.filter((p) => productKey(p) === key)),
    [selected, list],
  )
  const summary = useMemo(() => summarize(chosen, cart), [chosen, cart])

  const submission = useMutation({
    mutationFn: ({ items, outsideWindow }: { items: OrderItemDraft[]; outsideWindow: boolean }) =>
      data.placeOrderFor(Number(customer.id), {
        items,
        outsideWindow,
        idempotencyKey: keys.current.keyFor(items),
      }),
    onSettled: () => {
      sending.current = false
    },
    onSuccess: (order) => {
      keys.current.forget()
      setAskOutsideWindow(false)
      setPlaced(order)
      void queryClient.invalidateQueries()
      notify(`Order #${order.id} placed for ${customer.businessName}.`, 'success')
    },
    onError: (error) => {
      // Closed window: nothing was placed; the same cart goes again once staff confirm.
      if (needsWindowConfirmation(error)) {
        setAskOutsideWindow(true)
        return
      }
      setAskOutsideWindow(false)
      keys.current.forget()
      notify(errorMessage(error, 'Failed to place the order.'), 'error')
    },
  })
  const submit = (outsideWindow: boolean) => {
    if (sending.current || submission.isPending || !canSubmit(summary, false)) return
    sending.current = true
    submission.mutate({ items: summary.items, outsideWindow })
  }

  const activeStep = placed ? 2 : step
  return (
    <Stack spacing={2.5}>
      <Stepper activeStep={activeStep} alternativeLabel aria-label="Order steps">
        {PHONE_ORDER_STEPS.map((label, index) => (
          <Step key={label} completed={index < activeStep || (index === 2 && placed !== null)}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {placed ? (
        <PlacedSummary order={placed} customer={customer} ordersPath={ordersPath} />
      ) : (
        <>
          {products.isPending && <LinearProgress aria-label="Loading products" />}
          {products.isError && <Alert severity="error">Failed to load the customer's products.</Alert>}
          {products.isSuccess && list.length === 0 && (
            <Alert severity="info">This customer has no products with a price yet.</Alert>
          )}
          {list.length > 0 && step === 0 && (
            <>
              <TextField
                type="search"
                placeholder="Search the customer's products"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                slotProps={{
                  htmlInput: { 'aria-label': "Search the customer's products" },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              {sections.length === 0 && (
                <Typography color="text.secondary" role="status">
                  No products match “{search.trim()}”.
                </Typography>
              )}
              {sections.map((section, index) => (
                <Box component="section" key={section.title} aria-labelledby={`phone-section-${index}`}>
                  <Typography
                    id={`phone-section-${index}`}
                    variant="overline"
                    component="h2"
                    color="text.secondary"
                    sx={{ fontWeight: 700, display: 'block' }}
                  >
                    {section.title}
                  </Typography>
                  <Box
                    component="ul"
                    sx={{
                      listStyle: 'none',
                      p: 0,
                      m: 0,
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
                      gap: 1.5,
                    }}
                  >
                    {section.products.map((product) => {
                      const key = productKey(product)
                      return (
                        <li key={key}>
                          <ProductCard
                            product={product}
                            selected={selected.includes(key)}
                            onToggle={() =>
                              setSelected((s) => (s.includes(key) ? s.filter((k) => k !== key) : [...s, key]))
                            }
                          />
                        </li>
                      )
                    })}
                  </Box>
                </Box>
              ))}
              <ActionBar
                summary={
                  <Typography fontWeight={600} role="status">
                    {chosen.length === 0
                      ? 'Nothing selected'
                      : `${chosen.length} item${chosen.length > 1 ? 's' : ''} selected`}
                  </Typography>
                }
              >
                <Button variant="contained" disabled={chosen.length === 0} onClick={() => setStep(1)}>
                  Next
                </Button>
              </ActionBar>
            </>
          )}
          {list.length > 0 && step === 1 && (
            <>
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {chosen.map((product) => (
                  <li key={productKey(product)}>
                    <AmountCard
                      product={product}
                      line={lineFor(cart, product)}
                      disabled={submission.isPending}
                      onAmount={(amount) => setCart((c) => withAmount(c, product, amount))}
                      onQuantityType={(type) => setCart((c) => withQuantityType(c, product, type))}
                    />
                  </li>
                ))}
              </Stack>
              <ActionBar
                summary={
                  <Typography>
                    Estimated total{' '}
                    <Box
                      component="span"
                      data-testid="estimated-total"
                      sx={{ fontWeight: 700, fontSize: 20 }}
                    >
                      {formatMoney(summary.totalCents)}
                    </Box>
                  </Typography>
                }
              >
                <Button variant="outlined" onClick={() => setStep(0)} disabled={submission.isPending}>
                  Back
                </Button>
                <Button
                  variant="contained"
                  disabled={!canSubmit(summary, submission.isPending)}
                  onClick={() => submit(false)}
                  startIcon={
                    submission.isPending ? <CircularProgress size={18} color="inherit" /> : undefined
                  }
                >
                  {submission.isPending ? 'Placing…' : 'Place order'}
                </Button>
              </ActionBar>
            </>
          )}
        </>
      )}
      <ConfirmDialog
        open={askOutsideWindow}
        title="Ordering is closed"
        confirmLabel="Place it anyway"
        busyLabel="Placing…"
        busy={submission.isPending}
        onConfirm={() => submit(true)}
        onClose={() => setAskOutsideWindow(false)}
      >
        <Typography>{OUTSIDE_WINDOW_QUESTION}</Typography>
      </ConfirmDialog>
    </Stack>
  )
}

function ActionBar({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          alignItems={{ xs: 'stretch', sm: 'center' }}
          justifyContent="space-between"
        >
          {summary}
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            {children}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
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
            Order #{order.id} placed
          </Typography>
          <Typography>
            For {customer.businessName}, total {formatMoney(Math.round(order.totalPrice * 100))}. The customer
            sees it in their order history as placed by {order.placedBy?.name ?? 'you'}.
          </Typography>
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

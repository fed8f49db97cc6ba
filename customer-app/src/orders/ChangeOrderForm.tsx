import { Alert, Button, Stack, Typography } from '@mui/material'
import { ApiError, api, errorMessage } from '@provender/web-shared/api.ts'
import { formatDeliveryDate } from '@provender/web-shared/format/delivery.ts'
import { OrderStepper } from '@provender/web-shared/ordering/OrderStepper.tsx'
import {
  changedNotesFields,
  NO_NOTES,
  type OrderNotes,
} from '@provender/web-shared/ordering/orderRequirements.ts'
import type { PlacedOrder } from '@provender/web-shared/ordering/types.ts'
import { useOrderWizard } from '@provender/web-shared/ordering/useOrderWizard.ts'
import type { WizardStep } from '@provender/web-shared/ordering/wizard.ts'
import { RetryAlert } from '@provender/web-shared/RetryAlert.tsx'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { ChangeNotice } from '../history/OrderChangeParts.tsx'
import { type OrderRow, orderTotalCents } from '../history/orderLines.ts'
import { useChangeChance } from '../history/useChangeChance.ts'
import { useCustomer } from '../session/UserContext.tsx'
import { changeCatalogue, orderCartLines } from './changeDraft.ts'
import { buildConfirmation } from './confirmation.ts'
import { ItemsStep } from './ItemsStep.tsx'
import { HEADINGS, LoadingList, StepHeading } from './OrderFormParts.tsx'
import { QuantitiesStep } from './QuantitiesStep.tsx'
import { orderChoices, type SubstituteChoices, withSubstituteChoices } from './substitutes.ts'
import { useCardExtras } from './useCardExtras.tsx'
import { useCustomerProducts } from './useCustomerProducts.ts'
import { useOrderRequirements, useSubstituteDefault } from './useOrderRequirements.ts'
import { NO_USUAL_ITEMS, useUsualItems } from './useUsualItems.ts'

const OrderConfirmation = lazy(() =>
  import('./OrderConfirmation.tsx').then((m) => ({ default: m.OrderConfirmation })),
)

/** "Changing order #21 for Friday, Dec 4"; an order without a date says only its number. */
export function changingText(orderId: number, deliveryDate: string | null | undefined): string {
  const date = deliveryDate ? formatDeliveryDate(deliveryDate) : ''
  return date ? `Changing order #${orderId} for ${date}` : `Changing order #${orderId}`
}

export const CHANGE_MESSAGES = {
  loadFailed: 'That order could not be loaded.',
  saveFailed: 'The change could not be saved.',
  thrown: 'There was an error saving your change. Please try again.',
  kept: 'Your changes are kept here.',
  changed: { title: 'Order Changed', subtitle: 'Review your order details.' },
} as const

/**
 * Issue 36: the customer changes an order it placed, on the order form's own steps, until the
 * cut-off. The lines start as ordered; kept lines keep their price. The copy's version goes with
 * the change, so a change made meanwhile on another device is never overwritten unseen: the
 * refusal keeps these edits, and Reload puts the latest lines in their place only when asked.
 */
export function ChangeOrderForm({ orderId }: { orderId: number }) {
  const user = useCustomer()
  const queryClient = useQueryClient()
  const order = useQuery({
    queryKey: ['orders', 'detail', orderId],
    queryFn: () => api<OrderRow>(`/api/orders/${orderId}`),
  })
  const products = useCustomerProducts(user.id)
  const usual = useUsualItems(user.id).data ?? NO_USUAL_ITEMS
  const extrasOf = useCardExtras(user.id)
  // The version the lines on screen started from; null until they are seeded.
  const [base, setBase] = useState<number | null>(null)
  // The PO number and note as typed, seeded with the lines from the order as read.
  const [notes, setNotes] = useState<OrderNotes>(NO_NOTES)
  const [baseNotes, setBaseNotes] = useState<OrderNotes>(NO_NOTES)
  const requirements = useOrderRequirements(user.id)
  // Issue 36: a kept line keeps its "Substitute OK"; an added one starts from the default.
  const substituteFallback = useSubstituteDefault(user.id)
  const [choices, setChoices] = useState<SubstituteChoices>({})
  const chooseSubstitute = useCallback(
    (productId: string, allowed: boolean) => setChoices((c) => ({ ...c, [productId]: allowed })),
    [],
  )
  const catalogue = useMemo(
    () => (products.data && order.data ? changeCatalogue(products.data, order.data) : undefined),
    [products.data, order.data],
  )
  const wizard = useOrderWizard<PlacedOrder>({
    products: catalogue,
    place: (items) =>
      api<PlacedOrder>(`/api/orders/${orderId}`, {
        method: 'PUT',
        body: {
          items: withSubstituteChoices(items, choices, substituteFallback),
          version: base ?? 0,
          ...changedNotesFields(baseNotes, notes),
        },
      }),
    onPlaced: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] })
      void queryClient.invalidateQueries({ queryKey: ['usual-items'] })
      window.scrollTo({ top: 0 })
    },
  })
  const { setMany, goTo: wizardGoTo } = wizard
  useEffect(() => {
    if (base !== null || !order.data || !catalogue || order.data.version === undefined) return
    setMany(orderCartLines(order.data))
    setChoices(orderChoices(order.data))
    const read = { poNumber: order.data.poNumber ?? '', note: order.data.note ?? '' }
    setNotes(read)
    setBaseNotes(read)
    wizardGoTo('amounts')
    setBase(order.data.version)
  }, [base, order.data, catalogue, setMany, wizardGoTo])

  const reload = async () => {
    await order.refetch()
    wizard.clear()
    setBase(null)
  }
  const goTo = (step: WizardStep) => {
    wizard.goTo(step)
    window.scrollTo({ top: 0 })
  }
  const chance = useChangeChance(order.data)
  const refused = wizard.error instanceof ApiError ? wizard.error : null
  const refusal = refused
    ? refused.code === 'CUTOFF_PASSED' && chance.kind === 'closed'
      ? chance.text
      : `${errorMessage(refused, CHANGE_MESSAGES.saveFailed)} ${CHANGE_MESSAGES.kept}`
    : null
  const heading = wizard.placed ? CHANGE_MESSAGES.changed : HEADINGS[wizard.step]
  const ready = base !== null && catalogue !== undefined

  return (
    <Stack spacing={2.5}>
      <OrderStepper activeStep={wizard.stepIndex} />
      <StepHeading {...heading} />
      {wizard.placed && order.data ? (
        <Suspense fallback={null}>
          <OrderConfirmation
            confirmation={buildConfirmation(wizard.placed.chosen, wizard.placed.summary, {
              ...wizard.placed.order,
              createdAt: order.data.createdAt,
            })}
          />
        </Suspense>
      ) : (
        <>
          <Typography>{changingText(orderId, order.data?.deliveryDate)}</Typography>
          {order.isError && (
            <RetryAlert onRetry={() => void order.refetch()}>{CHANGE_MESSAGES.loadFailed}</RetryAlert>
          )}
          {products.isError && (
            <RetryAlert onRetry={() => void products.refetch()}>{CHANGE_MESSAGES.loadFailed}</RetryAlert>
          )}
          <ChangeNotice chance={chance} />
          {chance.kind === 'none' && order.data && (
            <Alert severity="info">This order can no longer be changed.</Alert>
          )}
          {refused?.code === 'STALE' && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" onClick={() => void reload()} sx={{ minHeight: 44 }}>
                  Reload
                </Button>
              }
            >
              Reload to see the latest lines; your changes here will be replaced.
            </Alert>
          )}
          {wizard.error !== null && !refused && <Alert severity="error">{CHANGE_MESSAGES.thrown}</Alert>}
          {!ready && !order.isError && !products.isError && <LoadingList />}
          {ready && chance.kind !== 'none' && wizard.step === 'choose' && (
            <ItemsStep
              wizard={wizard}
              products={catalogue}
              usual={usual}
              extrasOf={extrasOf}
              onFill={() => order.data && setMany(orderCartLines(order.data))}
              onNext={() => goTo('amounts')}
              stockDate={order.data?.deliveryDate ?? null}
            />
          )}
          {ready && chance.kind !== 'none' && wizard.step === 'amounts' && (
            <QuantitiesStep
              wizard={wizard}
              reorder={null}
              refusal={refusal}
              closed={chance.kind === 'closed'}
              waiting={false}
              submitLabel="Save changes"
              notes={notes}
              onNotes={setNotes}
              requirements={requirements}
              placedCents={order.data ? orderTotalCents(order.data) : undefined}
              substitutes={{ choices, fallback: substituteFallback, onChange: chooseSubstitute }}
              stockDate={order.data?.deliveryDate ?? null}
              onBack={() => goTo('choose')}
              onSubmit={() => void wizard.submit()}
            />
          )}
        </>
      )}
    </Stack>
  )
}

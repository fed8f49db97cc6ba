import type { QuantityType } from '@provender/events'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ApiError } from '../api.ts'
import {
  type CartLine,
  type CartSummary,
  canSubmit,
  lineFor,
  lineProblem,
  summarize,
  withAmount,
  withQuantityType,
} from './cart.ts'
import { productKey } from './catalog.ts'
import { type SubmissionKeyStore, SubmissionKeys } from './idempotency.ts'
import { stepped } from './stepper.ts'
import type { CustomerProduct, OrderItemDraft } from './types.ts'
import {
  EMPTY_WIZARD,
  toggled,
  type WizardState,
  type WizardStep,
  withGuideAmount,
  withinCatalogue,
  withLines,
  withStep,
} from './wizard.ts'

/** Where the wizard keeps its state when the app keeps it elsewhere (the ordering app: the tab's storage). */
export interface WizardStore {
  state: WizardState
  /** Returns the state itself when nothing changed, so a store can tell. */
  update: (next: (state: WizardState) => WizardState) => void
}

/** The placed order with what was chosen for it, for step 3. */
export interface PlacedWizardOrder<Placed> {
  order: Placed
  chosen: readonly CustomerProduct[]
  summary: CartSummary
}

export interface OrderWizardOptions<Placed, Extra> {
  /** The customer's products; undefined while they load. */
  products: readonly CustomerProduct[] | undefined
  store?: WizardStore
  /** Where the submission's key lives; by default in memory (the ordering app: in the stored draft, so a reload keeps it). */
  keys?: SubmissionKeyStore
  /** Sends the order; the key is the same for a resend of the same cart after an unknown outcome. */
  place: (items: OrderItemDraft[], idempotencyKey: string, extra: Extra) => Promise<Placed>
  onPlaced?: (placed: PlacedWizardOrder<Placed>) => void
  onFailed?: (error: unknown, extra: Extra) => void
}

/**
 * Spec 2.14's order form, for the ordering app and for staff ordering by phone: choose items,
 * enter amounts (the spec's quantity rules, a running estimate by the server's own pricing),
 * submit once per cart, then the placed order.
 */
export function useOrderWizard<Placed, Extra = void>(options: OrderWizardOptions<Placed, Extra>) {
  const { products, store } = options
  const [ownState, setOwnState] = useState<WizardState>(EMPTY_WIZARD)
  const state = store?.state ?? ownState
  const update = store?.update ?? setOwnState
  const [placed, setPlaced] = useState<PlacedWizardOrder<Placed> | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<unknown>(null)
  // One key per submission: a double tap or a resend after a lost answer places one order.
  const ownKeys = useRef<SubmissionKeyStore>(new SubmissionKeys())
  // Set at once on the first tap, before React re-renders the button as busy.
  const sending = useRef(false)
  const latest = useRef(options)
  latest.current = options

  const list = useMemo(() => products ?? [], [products])
  const byKey = useMemo(() => new Map(list.map((p) => [productKey(p), p])), [list])
  const chosen = useMemo(() => state.selected.flatMap((id) => byKey.get(id) ?? []), [state.selected, byKey])
  const summary = useMemo(() => summarize(chosen, state.cart), [chosen, state.cart])
  const problems = useMemo(
    () =>
      new Map(
        chosen.flatMap((p) => {
          const problem = lineProblem(lineFor(state.cart, p))
          return problem ? [[productKey(p), problem] as const] : []
        }),
      ),
    [chosen, state.cart],
  )

  // Once the price list is known, what it no longer offers is no longer chosen.
  useEffect(() => {
    if (products) update((s) => withinCatalogue(s, products))
  }, [products, update])

  const withProduct = useCallback(
    (productId: string, change: (product: CustomerProduct) => void) => {
      const product = byKey.get(productId)
      if (product) change(product)
    },
    [byKey],
  )

  const submit = useCallback(
    async (extra: Extra) => {
      if (sending.current || !canSubmit(summary, false)) return
      sending.current = true
      setSubmitting(true)
      setError(null)
      const items = summary.items
      const { place, onPlaced, onFailed } = latest.current
      const keys = latest.current.keys ?? ownKeys.current
      try {
        const order = await place(items, keys.keyFor(items), extra)
        keys.forget()
        const done = { order, chosen, summary }
        setPlaced(done)
        onPlaced?.(done)
      } catch (failure) {
        // A refusal is a definite answer: nothing was placed, so a retry is a new attempt.
        // After a network error or a server fault the outcome is unknown: keep the key.
        if (failure instanceof ApiError && failure.status < 500) keys.forget()
        setError(failure)
        onFailed?.(failure, extra)
      } finally {
        sending.current = false
        setSubmitting(false)
      }
    },
    [summary, chosen],
  )

  // On a guide line an amount chooses the product and an empty one leaves the order.
  const setGuideLine = (productId: string, line: (current: CartLine) => CartLine) =>
    withProduct(productId, (p) => update((s) => withGuideAmount(s, productId, line(lineFor(s.cart, p)))))

  return {
    step: state.step,
    /** The stepper's active step: 0 choose, 1 amounts, 2 review; 3 once placed (all done). */
    stepIndex: placed ? 3 : STEP_INDEX[state.step],
    selected: state.selected,
    cart: state.cart,
    chosen,
    summary,
    /** productId → what is wrong with its amount, in the words shown under its field. */
    problems,
    isSelected: (productId: string) => state.selected.includes(productId),
    lineOf: (product: CustomerProduct) => lineFor(state.cart, product),
    toggle: (productId: string) => update((s) => toggled(s, productId)),
    goTo: (next: WizardStep) => update((s) => withStep(s, next)),
    setQuantity: (productId: string, amount: string) =>
      withProduct(productId, (p) => update((s) => ({ ...s, cart: withAmount(s.cart, p, amount) }))),
    setQuantityType: (productId: string, quantityType: QuantityType) =>
      withProduct(productId, (p) =>
        update((s) => ({ ...s, cart: withQuantityType(s.cart, p, quantityType) })),
      ),
    /** A guide line's amount as typed. */
    setGuideAmount: (productId: string, amount: string) => setGuideLine(productId, (l) => ({ ...l, amount })),
    /** One tap of a guide line's − (-1) or + (+1). */
    stepGuideLine: (productId: string, direction: 1 | -1) =>
      setGuideLine(productId, (l) => ({ ...l, amount: stepped(l.amount, l.quantityType, direction) })),
    /** Spec 4: a new unit starts the line again from 0. */
    setGuideUnit: (productId: string, quantityType: QuantityType) =>
      setGuideLine(productId, () => ({ quantityType, amount: '' })),
    setMany: (lines: ReadonlyMap<string, CartLine>) => update((s) => withLines(s, lines)),
    clear: () => update((s) => ({ ...s, ...EMPTY_WIZARD })),
    canNext: chosen.length > 0,
    canSubmit: canSubmit(summary, submitting),
    submit,
    submitting,
    /** The last submission's failure, until the next try. */
    error,
    placed,
  }
}

const STEP_INDEX: Record<WizardStep, number> = { choose: 0, amounts: 1, review: 2 }

export type OrderWizard<Placed = unknown> = ReturnType<typeof useOrderWizard<Placed, never>>

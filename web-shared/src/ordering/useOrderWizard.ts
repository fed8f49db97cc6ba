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
  withQuantityType,
} from './cart.ts'
import { productKey, quantityTypesOf } from './catalog.ts'
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
  /**
   * The unit a product not yet in the cart starts in, where it is not the spec's first (the
   * ordering app: the unit the customer last ordered it in). Ignored unless the product is sold so.
   */
  startingUnit?: (productId: string) => QuantityType | undefined
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

  // A line not yet typed starts in the unit the app prefers for it, when the product is sold so.
  const { startingUnit } = options
  const lineIn = useCallback(
    (cart: WizardState['cart'], product: CustomerProduct): CartLine => {
      const line = lineFor(cart, product)
      if (Object.hasOwn(cart, productKey(product))) return line
      const unit = startingUnit?.(productKey(product))
      return unit && quantityTypesOf(product).includes(unit) ? { ...line, quantityType: unit } : line
    },
    [startingUnit],
  )

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
    withProduct(productId, (p) => update((s) => withGuideAmount(s, productId, line(lineIn(s.cart, p)))))
  // On step 2 an amount is only an amount: a line cleared to be typed again stays in the order.
  const setLine = (productId: string, line: (current: CartLine) => CartLine) =>
    withProduct(productId, (p) =>
      update((s) => ({ ...s, cart: { ...s.cart, [productId]: line(lineIn(s.cart, p)) } })),
    )

  return {
    step: state.step,
    /** The stepper's active step: 0 choose, 1 amounts, 2 once placed (the confirmation). */
    stepIndex: placed ? 2 : STEP_INDEX[state.step],
    selected: state.selected,
    cart: state.cart,
    chosen,
    summary,
    /** productId → what is wrong with its amount, in the words shown under its field. */
    problems,
    isSelected: (productId: string) => state.selected.includes(productId),
    lineOf: (product: CustomerProduct) => lineIn(state.cart, product),
    toggle: (productId: string) => update((s) => toggled(s, productId)),
    goTo: (next: WizardStep) => update((s) => withStep(s, next)),
    setQuantity: (productId: string, amount: string) => setLine(productId, (l) => ({ ...l, amount })),
    /** One tap of a step 2 line's − or +: down to 0, the line stays chosen. */
    stepQuantity: (productId: string, direction: 1 | -1) =>
      setLine(productId, (l) => ({ ...l, amount: stepped(l.amount, l.quantityType, direction) })),
    setQuantityType: (productId: string, quantityType: QuantityType) =>
      withProduct(productId, (p) =>
        update((s) => ({ ...s, cart: withQuantityType(s.cart, p, quantityType) })),
      ),
    /** A guide line's amount as typed. */
    setGuideAmount: (productId: string, amount: string) => setGuideLine(productId, (l) => ({ ...l, amount })),
    /** One tap of a guide line's − (-1) or + (+1). */
    stepGuideLine: (productId: string, direction: 1 | -1) =>
      setGuideLine(productId, (l) => ({ ...l, amount: stepped(l.amount, l.quantityType, direction) })),
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

const STEP_INDEX: Record<WizardStep, number> = { choose: 0, amounts: 1 }

export type OrderWizard<Placed = unknown> = ReturnType<typeof useOrderWizard<Placed, never>>

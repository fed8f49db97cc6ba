import type { Cart, CartLine } from './cart.ts'
import { productKey } from './catalog.ts'
import type { CustomerProduct } from './types.ts'

/** Spec 2.14: the stepper's three labels, the same for a customer and for staff ordering for one. */
export const ORDER_STEPS = ['Choose Items', 'Enter Amounts', 'Confirmation'] as const

/**
 * Spec 2.14's steps before the order is placed: choose the items, then enter their amounts and
 * submit. (The ordering app's step 1 can set amounts too; step 2 shows them to check and change.)
 */
export type WizardStep = 'choose' | 'amounts'

/** What has been chosen and typed so far. */
export interface WizardState {
  step: WizardStep
  /** Chosen products, in the order they were chosen (step 2 lists them so). */
  selected: readonly string[]
  /** productId → its unit and amount as typed. */
  cart: Cart
}

export const EMPTY_WIZARD: WizardState = { step: 'choose', selected: [], cart: {} }

/** Moves to a step; back to the first while nothing is chosen. */
export function withStep<S extends WizardState>(state: S, step: WizardStep): S {
  const next = state.selected.length ? step : 'choose'
  return next === state.step ? state : { ...state, step: next }
}

/**
 * A card tapped: chosen, or no longer. A product taken out forgets its amount, so chosen again
 * it starts at 0 (spec 4), never with an amount the customer no longer sees.
 */
export function toggled<S extends WizardState>(state: S, productId: string): S {
  if (!state.selected.includes(productId)) return { ...state, selected: [...state.selected, productId] }
  const cart: Record<string, CartLine> = Object.assign(Object.create(null), state.cart)
  delete cart[productId]
  return { ...state, selected: state.selected.filter((id) => id !== productId), cart }
}

/**
 * Sets several lines at once (a past order's, a guide's last quantities): each is chosen,
 * after those already chosen, and its unit and amount replace what was there.
 */
export function withLines<S extends WizardState>(state: S, lines: ReadonlyMap<string, CartLine>): S {
  const added = [...lines.keys()].filter((id) => !state.selected.includes(id))
  // Without a prototype, so a product id like __proto__ stays a plain key.
  const cart: Record<string, CartLine> = Object.assign(Object.create(null), state.cart)
  for (const [id, line] of lines) cart[id] = line
  return { ...state, selected: [...state.selected, ...added], cart }
}

/**
 * An amount typed or stepped on a guide line: an amount chooses the product, an empty or zero
 * one takes it out of the order (anything else, a negative included, stays to be explained).
 */
export function withGuideAmount<S extends WizardState>(state: S, productId: string, line: CartLine): S {
  const empty = line.amount.trim() === '' || Number(line.amount.replace(',', '.')) === 0
  const chosen = state.selected.includes(productId)
  const selected = empty
    ? state.selected.filter((id) => id !== productId)
    : chosen
      ? state.selected
      : [...state.selected, productId]
  const cart: Record<string, CartLine> = Object.assign(Object.create(null), state.cart)
  cart[productId] = line
  const step = selected.length ? state.step : 'choose'
  return { ...state, selected, cart, step }
}

/** Drops chosen products the customer no longer has (a price list can change between visits). */
export function withinCatalogue<S extends WizardState>(state: S, products: readonly CustomerProduct[]): S {
  const known = new Set(products.map(productKey))
  const selected = state.selected.filter((id) => known.has(id))
  if (selected.length === state.selected.length) return state
  return { ...state, selected, step: selected.length ? state.step : 'choose' }
}

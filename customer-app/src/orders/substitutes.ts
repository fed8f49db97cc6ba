import type { OrderItemDraft } from '@provender/web-shared/ordering/types.ts'
import type { OrderRow } from '../history/orderLines.ts'

/**
 * Issue 36: per line, whether the warehouse may ship a named substitute when it is short. Each
 * line starts from the customer's default; what the customer switches is kept per product.
 */
export type SubstituteChoices = Readonly<Record<string, boolean>>

export const NO_CHOICES: SubstituteChoices = {}

/**
 * The customer's default from its order requirements (`substitutesAllowed`); null when the answer
 * does not say (the read model does not carry it yet), and then a line starts as not allowed, the
 * server's own default for a customer whose staff never set one.
 */
export function substituteDefault(body: unknown): boolean | null {
  if (!body || typeof body !== 'object') return null
  const value = (body as Record<string, unknown>).substitutesAllowed
  return typeof value === 'boolean' ? value : null
}

/** Whether a line allows a substitute: its own choice, else the default (unknown: not). */
export function allowsSubstitute(
  choices: SubstituteChoices,
  productId: string,
  fallback: boolean | null,
): boolean {
  return choices[productId] ?? fallback ?? false
}

/** The lines as sent: each with the `substituteAllowed` its switch showed, so what was seen is what is kept. */
export function withSubstituteChoices<Item extends OrderItemDraft>(
  items: readonly Item[],
  choices: SubstituteChoices,
  fallback: boolean | null,
): (Item & { substituteAllowed: boolean })[] {
  return items.map((item) => ({
    ...item,
    substituteAllowed: allowsSubstitute(choices, item.productId, fallback),
  }))
}

/** A change starts from the choices the order's lines carry (a kept line keeps its own). */
export function orderChoices(order: Pick<OrderRow, 'OrderItems'>): SubstituteChoices {
  const choices: Record<string, boolean> = {}
  for (const item of order.OrderItems ?? []) {
    if (typeof item.substituteAllowed === 'boolean') choices[item.productId] = item.substituteAllowed
  }
  return choices
}

/** Reads stored choices; anything but product ids to booleans is dropped. */
export function parseChoices(value: unknown): SubstituteChoices {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return NO_CHOICES
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
  )
  return entries.length ? Object.fromEntries(entries) : NO_CHOICES
}

import { useState } from 'react'
import { type CartLine, lineProblem, parseQuantity } from './cart.ts'
import type { StandingLine } from './standingOrders.ts'
import type { OrderItemDraft } from './types.ts'

/** A standing order's line as being edited: the amount stays as typed ("1." or "0.5") until saved. */
export type DraftLine = Omit<StandingLine, 'quantity'> & CartLine

export const draftOf = (lines: readonly StandingLine[]): DraftLine[] =>
  lines.map(({ quantity, ...line }) => ({ ...line, amount: String(quantity) }))

/** What is wrong with a line's amount, in words; an emptied line asks to be removed instead. */
export function draftProblem(line: DraftLine): string | null {
  if (line.amount.trim() === '') return 'Enter an amount above 0, or remove the line.'
  return lineProblem(line)
}

/** The lines as the standing-order calls take them (PUT …/standing-orders/{id} and a date's). */
export const itemsOf = (draft: readonly DraftLine[]): OrderItemDraft[] =>
  draft.map((l) => ({
    productId: l.productId,
    quantity: parseQuantity(l.amount),
    quantityType: l.quantityType,
  }))

/**
 * A standing order's lines as a dialog edits them, from `lines` as first shown: change a line,
 * remove one, and whether Save must wait (no line left, or an amount the server would refuse).
 */
export function useStandingDraft(lines: readonly StandingLine[]) {
  const [draft, setDraft] = useState(() => draftOf(lines))
  const change = (productId: string, changed: Partial<DraftLine>) =>
    setDraft((all) => all.map((l) => (l.productId === productId ? { ...l, ...changed } : l)))
  const remove = (productId: string) => setDraft((all) => all.filter((l) => l.productId !== productId))
  const blocked = draft.length === 0 || draft.some((l) => draftProblem(l) !== null)
  return { draft, setDraft, change, remove, blocked }
}

import type { OrderItemDraft } from './types.ts'

export function randomKey(): string {
  // randomUUID exists only in secure contexts; a plain-http LAN address still needs a key.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** What a cart is, for telling whether a resend is the same cart (same lines, same amounts). */
export const cartSignature = (items: readonly OrderItemDraft[]): string => JSON.stringify(items)

/** Where the wizard gets the key of a submission; the ordering app keeps it in the stored draft. */
export interface SubmissionKeyStore {
  keyFor(items: readonly OrderItemDraft[]): string
  forget(): void
}

/**
 * One Idempotency-Key per cart: resending the same cart after an unknown outcome
 * (a network error) reuses the key, so the server places the order at most once;
 * any change to the cart, or a definite answer, starts a new key.
 */
export class SubmissionKeys implements SubmissionKeyStore {
  private last: { signature: string; key: string } | null = null

  keyFor(items: readonly OrderItemDraft[]): string {
    const signature = cartSignature(items)
    if (this.last?.signature !== signature) this.last = { signature, key: randomKey() }
    return this.last.key
  }

  /** After the server has answered, a retry is a new attempt. */
  forget(): void {
    this.last = null
  }
}

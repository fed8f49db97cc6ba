/** Spec 3: a transfer queued on the sales-user screen, applied on Save. */
export interface PendingTransfer {
  customerId: number
  customerName: string
  toId: number
  toName: string
}

/** Spec 4: one per customer; a new one replaces the older one, keeping its place in the queue. */
export function queueTransfer(queue: readonly PendingTransfer[], next: PendingTransfer): PendingTransfer[] {
  const at = queue.findIndex((t) => t.customerId === next.customerId)
  if (at === -1) return [...queue, next]
  return queue.map((t, i) => (i === at ? next : t))
}

export function removeTransfer(queue: readonly PendingTransfer[], customerId: number): PendingTransfer[] {
  return queue.filter((t) => t.customerId !== customerId)
}

export function transferChipLabel(transfer: PendingTransfer): string {
  return `${transfer.customerName} → ${transfer.toName}`
}

export type TransferOutcome =
  | { ok: true }
  | { ok: false; failed: PendingTransfer; remaining: PendingTransfer[] }

/**
 * Spec 4: the transfers one after another, in queue order; the first failure stops the
 * rest, which stay queued (the failed one first) so nothing is lost or applied twice.
 */
export async function applyTransfers(
  queue: readonly PendingTransfer[],
  apply: (transfer: PendingTransfer) => Promise<unknown>,
): Promise<TransferOutcome> {
  for (const [index, transfer] of queue.entries()) {
    try {
      await apply(transfer)
    } catch {
      return { ok: false, failed: transfer, remaining: queue.slice(index) }
    }
  }
  return { ok: true }
}

/** Spec 8: 'Failed to transfer' followed by the customer's name. */
export function transferFailedMessage(transfer: PendingTransfer): string {
  return `Failed to transfer ${transfer.customerName}`
}

import { describe, expect, it, vi } from 'vitest'
import {
  applyTransfers,
  type PendingTransfer,
  queueTransfer,
  removeTransfer,
  transferChipLabel,
  transferFailedMessage,
} from './pendingTransfers.ts'

const t = (customerId: number, toId: number): PendingTransfer => ({
  customerId,
  customerName: `Customer ${customerId}`,
  toId,
  toName: `Rep ${toId}`,
})

describe('queued transfers (spec 2.12, 4)', () => {
  it('keeps one per customer, a new one replacing the older in its place', () => {
    const queue = queueTransfer(queueTransfer([], t(1, 2)), t(5, 2))
    expect(queueTransfer(queue, t(1, 3))).toEqual([t(1, 3), t(5, 2)])
    expect(removeTransfer(queue, 1)).toEqual([t(5, 2)])
  })
  it('labels a chip customer → new owner', () => {
    expect(transferChipLabel(t(1, 2))).toBe('Customer 1 → Rep 2')
  })
  it('applies in order and stops at the first failure, keeping it and the rest queued', async () => {
    const applied: number[] = []
    const apply = vi.fn(async (transfer: PendingTransfer) => {
      if (transfer.customerId === 2) throw new Error('refused')
      applied.push(transfer.customerId)
    })
    const outcome = await applyTransfers([t(1, 9), t(2, 9), t(3, 9)], apply)
    expect(applied).toEqual([1])
    expect(apply).toHaveBeenCalledTimes(2)
    expect(outcome).toEqual({ ok: false, failed: t(2, 9), remaining: [t(2, 9), t(3, 9)] })
    if (!outcome.ok) expect(transferFailedMessage(outcome.failed)).toBe('Failed to transfer Customer 2')
  })
  it('reports success when every transfer went through', async () => {
    await expect(applyTransfers([t(1, 9), t(2, 9)], async () => undefined)).resolves.toEqual({ ok: true })
  })
})

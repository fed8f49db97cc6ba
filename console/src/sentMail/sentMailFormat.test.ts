import { notificationKinds } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { KIND_LABELS, kindLabel, recipientLabel, sandboxedDocument, statusDetail } from './sentMailFormat.ts'

describe('sent mail wording', () => {
  it('names every kind the server sends, and an unknown one as sent', () => {
    for (const kind of notificationKinds) expect(KIND_LABELS[kind]).toBeTruthy()
    expect(kindLabel('order-placed')).toBe('Order confirmation')
    expect(kindLabel('holiday-greeting')).toBe('holiday-greeting')
  })

  it('shows the recipient with its address, or the address alone', () => {
    expect(recipientLabel({ recipientName: 'Maya Chen', recipientEmail: 'm@x.test' })).toBe(
      'Maya Chen <m@x.test>',
    )
    expect(recipientLabel({ recipientName: ' ', recipientEmail: 'm@x.test' })).toBe('m@x.test')
  })

  it('says when a queued mail is retried and when a failed one was given up', () => {
    expect(statusDetail({ status: 'queued', nextAttemptAt: null, lastError: null })).toBeNull()
    expect(
      statusDetail({ status: 'queued', nextAttemptAt: '2026-11-24T15:00:00Z', lastError: '421' }),
    ).toMatch(/^Retry at .*2026/)
    expect(statusDetail({ status: 'failed', nextAttemptAt: null, lastError: '550' })).toBe('Given up')
    expect(statusDetail({ status: 'sent', nextAttemptAt: null, lastError: '421' })).toBeNull()
  })

  it('wraps the HTML in a document that fetches nothing', () => {
    const doc = sandboxedDocument('<p>Hi</p>')
    expect(doc).toContain("default-src 'none'")
    expect(doc).toContain('<body><p>Hi</p></body>')
  })
})

// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SentMailDetail } from '../dataProvider/sentMailMapping.ts'
import { renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { SentMailShow } from './SentMailShow.tsx'

const mail: SentMailDetail = {
  id: 'ab'.repeat(16),
  kind: 'password-reset',
  source: '7f0c1d2e-0000-4000-8000-000000000001',
  recipientUserId: 12,
  recipientEmail: 'orders@bluedoor.test',
  recipientName: 'Maya Chen',
  subject: 'Reset your password',
  status: 'failed',
  attempts: 3,
  lastError: '550 5.1.1 mailbox unknown',
  nextAttemptAt: null,
  deliveredTo: null,
  queuedAt: '2026-11-24T15:00:00.000Z',
  sentAt: null,
  text: 'Open [link] within 30 minutes.\nProvender',
  html: '<p>Open <a href="[link]">this link</a></p><script>parent.document.title = "owned"</script>',
}

describe('SentMailShow', () => {
  it('shows the headers, the plain text, and the HTML in an iframe that may do nothing', async () => {
    const api = stubApi(() => mail)
    renderInConsole(<SentMailShow />, {
      role: 'admin',
      path: `/sent-mail/${mail.id}`,
      route: '/sent-mail/:id',
    })
    expect(await screen.findByText('Maya Chen <orders@bluedoor.test>')).toBeTruthy()
    expect(api.mock.calls[0]?.[0]).toContain(`/api/notifications/${mail.id}`)
    expect(screen.getByText('Password reset')).toBeTruthy()
    expect(screen.getByText('Failed')).toBeTruthy()
    expect(screen.getByText('Given up')).toBeTruthy()
    expect(screen.getByText('550 5.1.1 mailbox unknown')).toBeTruthy()
    expect(screen.getByText(/Open \[link\] within 30 minutes\./)).toBeTruthy()
    const frame = screen.getByTitle('The HTML of “Reset your password”') as HTMLIFrameElement
    expect(frame.getAttribute('sandbox')).toBe('')
    expect(frame.getAttribute('srcdoc')).toContain('<a href="[link]">this link</a>')
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'")
    // The message's markup is never part of the console's own page.
    expect(document.querySelector('script')).toBeNull()
    expect(document.title).not.toBe('owned')
  })

  it('says so when the mail cannot be read', async () => {
    stubApi(() => Response.json({ error: 'Notification not found.' }, { status: 404 }))
    renderInConsole(<SentMailShow />, { role: 'admin', path: '/sent-mail/nope', route: '/sent-mail/:id' })
    expect((await screen.findByRole('alert')).textContent).toContain('Notification not found.')
  })
})

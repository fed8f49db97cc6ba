// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mailLabelOfKind } from './MailPreferencesLabels.ts'
import { MailPreferencesSection } from './MailPreferencesSection.tsx'
import { sentBody, stubFetch } from './testing/browser.ts'
import { renderScreen } from './testing/render.tsx'
import { resetBrowserEachTest } from './testing/session.ts'

const stored = { orders: true, shipping: true, priceDigest: true, reminders: false, newOrders: true }
const switchNamed = (name: string) => screen.findByRole('switch', { name })

resetBrowserEachTest()

describe('MailPreferencesSection', () => {
  it('shows a customer its four mails as stored, each described', async () => {
    const fetchSpy = stubFetch({ body: { ...stored, orders: false } })
    renderScreen(<MailPreferencesSection userRole="customer" />)
    expect(await switchNamed('Order confirmations')).toHaveProperty('checked', false)
    expect(await switchNamed('Shipped orders')).toHaveProperty('checked', true)
    expect(await switchNamed('Price changes')).toHaveProperty('checked', true)
    expect(await switchNamed('Ordering reminders')).toHaveProperty('checked', false)
    expect(screen.queryByRole('switch', { name: /New orders/ })).toBeNull()
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/me/mail-preferences')
    const shipped = await switchNamed('Shipped orders')
    expect(document.getElementById(shipped.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /final total/,
    )
  })

  it('shows a rep only the new-order mail, and an auditor nothing', async () => {
    stubFetch({ body: stored })
    const { unmount } = renderScreen(<MailPreferencesSection userRole="sales" />)
    expect(await switchNamed('New orders from my customers')).toHaveProperty('checked', true)
    expect(screen.getAllByRole('switch')).toHaveLength(1)
    unmount()
    const fetchSpy = stubFetch()
    renderScreen(<MailPreferencesSection userRole="auditor" />)
    expect(screen.queryByText('Mail we send you')).toBeNull()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('saves a switch at once with every choice, and says so', async () => {
    const fetchSpy = stubFetch(
      { body: stored },
      { body: { preferences: { ...stored, orders: false }, position: '1.2' } },
    )
    renderScreen(<MailPreferencesSection userRole="customer" />)
    await userEvent.setup().click(await switchNamed('Order confirmations'))
    expect(await screen.findByText('Mail choices saved.')).toBeTruthy()
    expect(fetchSpy.mock.calls[1]?.[1]?.method).toBe('PUT')
    expect(sentBody(fetchSpy, 1)).toEqual({ ...stored, orders: false })
    expect(await switchNamed('Order confirmations')).toHaveProperty('checked', false)
  })

  it('puts a switch back when the save is refused', async () => {
    stubFetch({ body: stored }, { status: 400, body: { error: 'Invalid preferences' } })
    renderScreen(<MailPreferencesSection userRole="customer" />)
    await userEvent.setup().click(await switchNamed('Price changes'))
    expect(await screen.findByText('Invalid preferences')).toBeTruthy()
    await waitFor(async () => expect(await switchNamed('Price changes')).toHaveProperty('checked', true))
  })

  it('says so when the choices cannot be read, and tries again on request', async () => {
    stubFetch({ body: { orders: 'yes' } }, { body: stored })
    renderScreen(<MailPreferencesSection userRole="customer" />)
    expect(await screen.findByText('Your mail choices could not be loaded.')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
    expect(await switchNamed('Order confirmations')).toHaveProperty('checked', true)
  })
})

describe('mailLabelOfKind', () => {
  it('names the mail from a notification kind or a preference, and nothing else', () => {
    expect(mailLabelOfKind('order-shipped')).toBe('Shipped orders')
    expect(mailLabelOfKind('priceDigest')).toBe('Price changes')
    expect(mailLabelOfKind('__proto__')).toBeNull()
    expect(mailLabelOfKind('password-reset')).toBeNull()
    expect(mailLabelOfKind(7)).toBeNull()
  })
})

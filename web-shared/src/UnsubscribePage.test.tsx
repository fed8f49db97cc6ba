// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sentBody, stubFetch } from './testing/browser.ts'
import { renderScreen } from './testing/render.tsx'
import { resetBrowserEachTest } from './testing/session.ts'
import { UNSUBSCRIBE_MESSAGES, UnsubscribePage } from './UnsubscribePage.tsx'

resetBrowserEachTest()

describe('UnsubscribePage', () => {
  it('changes nothing on opening, only on the button, and then names what stopped', async () => {
    const fetchSpy = stubFetch({
      body: { kind: 'price-digest', message: 'You will no longer get these mails.' },
    })
    renderScreen(<UnsubscribePage />, '/unsubscribe?token=abc.def')
    expect(fetchSpy).not.toHaveBeenCalled()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByText('You will no longer get these mails.')).toBeTruthy()
    expect(screen.getByText(/Price changes/)).toBeTruthy()
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/mail/unsubscribe')
    expect(fetchSpy.mock.calls[0]?.[1]?.method).toBe('POST')
    expect(sentBody(fetchSpy, 0)).toEqual({ token: 'abc.def' })
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull()
  })

  it('says a bad link is bad', async () => {
    stubFetch({ status: 400, body: { error: 'bad', code: 'UNSUBSCRIBE_LINK_INVALID' } })
    renderScreen(<UnsubscribePage />, '/unsubscribe?token=forged')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByText(UNSUBSCRIBE_MESSAGES.invalid)).toBeTruthy()
  })

  it('offers no button for a link without a token', () => {
    renderScreen(<UnsubscribePage />, '/unsubscribe')
    expect(screen.getByText(UNSUBSCRIBE_MESSAGES.invalid)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull()
  })
})

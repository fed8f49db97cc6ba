// @vitest-environment jsdom
import { sentBody, stubFetch } from '@provender/web-shared/testing/browser.ts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STANDING_ORDERS_PATH } from '../routing/routeDecision.ts'
import { renderWithApp } from '../testing/renderWithApp.tsx'
import { upcomingDate } from '../testing/standingOrders.ts'
import { MakeStandingDialog } from './MakeStandingDialog.tsx'

afterEach(() => vi.unstubAllGlobals())

function renderMake(onClose = () => {}) {
  renderWithApp(
    <Routes>
      <Route path="/" element={<MakeStandingDialog orderId={42} onClose={onClose} />} />
      <Route path={STANDING_ORDERS_PATH} element={<p>The standing orders</p>} />
    </Routes>,
  )
  return screen.getByRole('dialog', { name: 'Make order #42 standing' })
}

describe('making a past order standing', { timeout: 60_000 }, () => {
  it('sends how often it repeats, then opens the standing orders', async () => {
    const spy = stubFetch({
      status: 201,
      body: { id: 'so-1', startsOn: '2026-12-01', upcoming: [upcomingDate()] },
    })
    const dialog = renderMake()
    expect(within(dialog).getByRole('radio', { name: 'Every week' })).toHaveProperty('checked', true)

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Every other week' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make standing' }))

    expect(await screen.findByText('The standing orders')).toBeTruthy()
    expect(spy.mock.calls[0]?.[0]).toBe('/api/standing-orders')
    expect(sentBody(spy, 0)).toEqual({ fromOrderId: 42, everyWeeks: 2 })
    expect(screen.getByText('Standing order made, first for Tuesday, Dec 1.')).toBeTruthy()
  })

  it("stays open with the server's refusal in words, and Cancel closes it", async () => {
    stubFetch({ status: 409, body: { error: 'Order 42 has no lines left to repeat.', code: 'EMPTY' } })
    const onClose = vi.fn()
    const dialog = renderMake(onClose)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Make standing' }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Order 42 has no lines left to repeat.',
    )
    expect(within(dialog).getByRole('radio', { name: 'Every week' })).toHaveProperty('disabled', false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})

// @vitest-environment jsdom
import { sentBody, stubFetch } from '@provender/web-shared/testing/browser.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../testing/renderWithApp.tsx'
import { standingOrder } from '../testing/standingOrders.ts'
import { StandingOrdersPage } from './StandingOrdersPage.tsx'
import type { StandingOrder } from './standingOrders.ts'

const weekly = standingOrder()

/**
 * The API behind the page, holding `weekly`: each change the page sends (a POST or the DELETE)
 * turns it into what `changed` gives for the URL, and the list reads that from then on.
 */
function serveStanding(changed: (url: string) => StandingOrder) {
  let rows = [weekly]
  const spy = stubFetch()
  spy.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/delivery/options'))
      return Response.json({ scheduled: true, timeZone: 'America/Chicago', next: null, dates: [] })
    if (init?.method === 'POST' || init?.method === 'DELETE') {
      rows = [changed(url)]
      return Response.json(rows[0])
    }
    return Response.json({ rows })
  })
  return spy
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T15:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the standing orders page', { timeout: 60_000 }, () => {
  it('lists the next dates and skips one', async () => {
    const spy = serveStanding(() => ({
      ...weekly,
      upcoming: [{ ...weekly.upcoming[0]!, state: 'skipped' }, weekly.upcoming[1]!],
    }))
    renderWithApp(<StandingOrdersPage />)
    const card = await screen.findByRole('region', { name: 'Every week on Tuesday' })
    expect(within(card).getByText('Olive oil 2 cases')).toBeTruthy()
    expect(within(card).getByText('Tuesday, Dec 1')).toBeTruthy()

    await userEvent.click(within(card).getByRole('button', { name: 'Skip Tuesday, Dec 1' }))
    expect(await within(card).findByRole('button', { name: 'Undo skip Tuesday, Dec 1' })).toBeTruthy()
    expect(within(card).getByText('Skipped')).toBeTruthy()
    const skip = spy.mock.calls.findIndex(([url]) => String(url).endsWith('/skip'))
    expect(spy.mock.calls[skip]?.[0]).toBe('/api/standing-orders/so-1/skip')
    expect(sentBody(spy, skip)).toEqual({ deliveryDate: '2026-12-01' })
  })

  it('pauses an active one and resumes it once paused', async () => {
    const spy = serveStanding((url) => ({ ...weekly, status: url.endsWith('/pause') ? 'paused' : 'active' }))
    renderWithApp(<StandingOrdersPage />)
    const card = await screen.findByRole('region', { name: 'Every week on Tuesday' })

    await userEvent.click(within(card).getByRole('button', { name: 'Pause' }))
    expect(await screen.findByText('Standing order paused.')).toBeTruthy()
    await userEvent.click(await within(card).findByRole('button', { name: 'Resume' }))
    expect(await screen.findByText('Standing order resumed.')).toBeTruthy()
    expect(await within(card).findByRole('button', { name: 'Pause' })).toBeTruthy()
    const posted = spy.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url)
    expect(posted).toEqual(['/api/standing-orders/so-1/pause', '/api/standing-orders/so-1/resume'])
  })

  it('asks before cancelling: Keep it sends nothing, the second button cancels', async () => {
    const spy = serveStanding(() => ({ ...weekly, status: 'cancelled' }))
    renderWithApp(<StandingOrdersPage />)
    const card = await screen.findByRole('region', { name: 'Every week on Tuesday' })

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel standing order' }))
    const ask = await screen.findByRole('dialog', { name: 'Cancel this standing order?' })
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(spy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel standing order' }))
    const again = await screen.findByRole('dialog', { name: 'Cancel this standing order?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel standing order' }))
    expect(await screen.findByText('Standing order cancelled.')).toBeTruthy()
    const cancel = spy.mock.calls.find(([, init]) => init?.method === 'DELETE')
    expect(cancel?.[0]).toBe('/api/standing-orders/so-1')
  })

  it('says how to make one when there is none', async () => {
    stubFetch().mockImplementation(async () => Response.json({ rows: [] }))
    renderWithApp(<StandingOrdersPage />)
    await waitFor(() => expect(screen.getByText(/No standing orders yet/)).toBeTruthy())
  })
})

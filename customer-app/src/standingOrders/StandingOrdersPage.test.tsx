// @vitest-environment jsdom
import { sentBody, stubFetch } from '@provender/web-shared/testing/browser.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../testing/renderWithApp.tsx'
import { upcomingDate } from '../testing/standingOrders.ts'
import { StandingOrdersPage } from './StandingOrdersPage.tsx'
import type { StandingOrder } from './standingOrders.ts'

const weekly: StandingOrder = {
  id: 'so-1',
  customerId: 7,
  everyWeeks: 1,
  status: 'active',
  startsOn: '2026-12-01',
  lines: [{ productId: 'OIL', name: 'Olive oil', quantity: 2, quantityType: 'case' }],
  upcoming: [upcomingDate(), upcomingDate({ date: '2026-12-08', cutoff: '2026-12-08T04:00:00.000Z' })],
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
    let rows = [weekly]
    const spy = stubFetch()
    spy.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/delivery/options'))
        return Response.json({ scheduled: true, timeZone: 'America/Chicago', next: null, dates: [] })
      if (url.endsWith('/skip') && init?.method === 'POST') {
        rows = [{ ...weekly, upcoming: [{ ...weekly.upcoming[0]!, state: 'skipped' }, weekly.upcoming[1]!] }]
        return Response.json(rows[0])
      }
      return Response.json({ rows })
    })
    renderWithApp(<StandingOrdersPage />)
    const card = await screen.findByRole('region', { name: 'Every week' })
    expect(within(card).getByText('Olive oil 2 cases')).toBeTruthy()
    expect(within(card).getByText('Tuesday, Dec 1')).toBeTruthy()

    await userEvent.click(within(card).getByRole('button', { name: 'Skip Tuesday, Dec 1' }))
    expect(await within(card).findByRole('button', { name: 'Undo skip Tuesday, Dec 1' })).toBeTruthy()
    expect(within(card).getByText('Skipped')).toBeTruthy()
    const skip = spy.mock.calls.findIndex(([url]) => String(url).endsWith('/skip'))
    expect(spy.mock.calls[skip]?.[0]).toBe('/api/standing-orders/so-1/skip')
    expect(sentBody(spy, skip)).toEqual({ deliveryDate: '2026-12-01' })
  })

  it('says how to make one when there is none', async () => {
    stubFetch().mockImplementation(async () => Response.json({ rows: [] }))
    renderWithApp(<StandingOrdersPage />)
    await waitFor(() => expect(screen.getByText(/No standing orders yet/)).toBeTruthy())
  })
})

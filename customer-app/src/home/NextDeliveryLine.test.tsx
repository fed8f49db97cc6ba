// @vitest-environment jsdom
import { stubFetch } from '@provender/web-shared/testing/browser.ts'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../testing/renderWithApp.tsx'
import { NextDeliveryLine } from './NextDeliveryLine.tsx'

afterEach(() => vi.restoreAllMocks())

const options = (closed: unknown[]) => ({
  scheduled: true,
  timeZone: 'America/Chicago',
  next: { date: '2026-12-04', weekday: 5, cutoff: '2026-12-04T04:00:00.000Z' },
  dates: [{ date: '2026-12-04', weekday: 5, cutoff: '2026-12-04T04:00:00.000Z' }],
  closed,
})

function answer(body: unknown) {
  const spy = stubFetch()
  spy.mockImplementation(async () => Response.json(body))
  return spy
}

describe("the home's next delivery line", () => {
  it('names a usual day closed before the next delivery, and not one after it', async () => {
    answer(
      options([
        { date: '2026-12-03', weekday: 4, reason: 'Stock-take', next: '2026-12-04' },
        { date: '2026-12-10', weekday: 4, reason: 'Holiday', next: '2026-12-11' },
      ]),
    )
    renderWithApp(<NextDeliveryLine />)
    expect((await screen.findByTestId('next-delivery')).textContent).toMatch(/^Next delivery Friday, Dec 4/)
    const closed = screen.getAllByTestId('closed-date').map((line) => line.textContent)
    expect(closed).toEqual(['Closed Thursday, Dec 3: Stock-take. Next delivery: Friday, Dec 4.'])
  })

  it('says nothing for a customer without delivery days', async () => {
    const spy = answer({ scheduled: false, timeZone: 'America/Chicago', next: null, dates: [], closed: [] })
    const { container } = renderWithApp(<NextDeliveryLine />)
    // Answered and drawn: the options were asked for, and the render after them has run.
    await waitFor(() => expect(spy).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByTestId('next-delivery')).toBeNull()
    expect(container.textContent).toBe('')
  })
})

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderScreen } from '../testing/render.tsx'
import { DeliveryDateChooser } from './DeliveryDateChooser.tsx'
import type { DeliveryOptions } from './delivery.ts'

const CHICAGO = 'America/Chicago'
const tuesday = { date: '2026-12-01', weekday: 2, cutoff: '2026-12-01T04:00:00.000Z' }
const friday = { date: '2026-12-04', weekday: 5, cutoff: '2026-12-04T04:00:00.000Z' }
const options: DeliveryOptions = {
  scheduled: true,
  timeZone: CHICAGO,
  next: tuesday,
  dates: [tuesday, friday],
}
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

// Sunday 29 November 2026, 9:00 am in Chicago.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T15:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the delivery date chooser', () => {
  it('says the deadline of the next date, chosen already, and changes date in one tap', async () => {
    const onChange = vi.fn()
    renderScreen(
      <DeliveryDateChooser options={options} value={null} onChange={onChange} deviceZone={CHICAGO} />,
    )
    expect(plain(screen.getByTestId('order-by').textContent)).toBe(
      'Order by 10:00 pm tomorrow for Tuesday, Dec 1',
    )
    const dates = within(screen.getByRole('group', { name: 'Choose a delivery date' }))
    expect(dates.getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Tue, Dec 1', 'true'],
      ['Fri, Dec 4', 'false'],
    ])
    await userEvent.click(dates.getByRole('button', { name: 'Fri, Dec 4' }))
    expect(onChange).toHaveBeenCalledWith('2026-12-04')
  })

  it('names the distributor’s zone on a phone elsewhere, and reads a date no longer offered as the next', () => {
    renderScreen(
      <DeliveryDateChooser
        options={options}
        value="2026-11-27"
        onChange={() => {}}
        deviceZone="Asia/Tokyo"
      />,
    )
    expect(plain(screen.getByTestId('order-by').textContent)).toBe(
      'Order by 10:00 pm tomorrow (Central Time) for Tuesday, Dec 1',
    )
  })

  it('names a day a closure took away, with its reason and the date to choose instead', () => {
    const closed = [{ date: '2026-12-08', weekday: 2, reason: 'Stock-take', next: '2026-12-11' }]
    const { unmount } = renderScreen(
      <DeliveryDateChooser options={{ ...options, closed }} value={null} onChange={() => {}} />,
    )
    expect(screen.getAllByTestId('closed-date').map((line) => line.textContent)).toEqual([
      'Closed Tuesday, Dec 8: Stock-take. Next delivery: Friday, Dec 11.',
    ])
    unmount()
    // Without closures (or from an older server), no line.
    renderScreen(<DeliveryDateChooser options={options} value={null} onChange={() => {}} />)
    expect(screen.queryByTestId('closed-date')).toBeNull()
  })

  it('only says the deadline while items are chosen', () => {
    renderScreen(
      <DeliveryDateChooser
        options={options}
        value={friday.date}
        onChange={() => {}}
        choose={false}
        deviceZone={CHICAGO}
      />,
    )
    expect(plain(screen.getByTestId('order-by').textContent)).toBe(
      'Order by 10:00 pm Thursday for Friday, Dec 4',
    )
    expect(screen.queryByRole('group')).toBeNull()
  })

  it('shows nothing to a customer without delivery days, or before the options load', () => {
    const { container } = renderScreen(
      <>
        <DeliveryDateChooser
          options={{ scheduled: false, timeZone: CHICAGO, next: null, dates: [] }}
          value={null}
          onChange={() => {}}
        />
        <DeliveryDateChooser options={undefined} value={null} onChange={() => {}} />
      </>,
    )
    expect(container.textContent).toBe('')
  })
})

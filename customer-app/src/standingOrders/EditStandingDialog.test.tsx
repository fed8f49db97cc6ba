// @vitest-environment jsdom
import { sentBody, stubFetch } from '@provender/web-shared/testing/browser.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../testing/renderWithApp.tsx'
import { standingOrder, upcomingDate } from '../testing/standingOrders.ts'
import { StandingOrderCard } from './StandingOrderCard.tsx'

const weekly = standingOrder({
  lines: [
    { productId: 'OIL', name: 'Olive oil', quantity: 2, quantityType: 'case' },
    { productId: 'SALT', name: 'Sea salt', quantity: 1, quantityType: 'pack' },
  ],
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T15:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const callTo = (spy: ReturnType<typeof stubFetch>, method: string) =>
  spy.mock.calls.findIndex(([, init]) => init?.method === method)

describe('editing a standing order', { timeout: 60_000 }, () => {
  it('changes the quantities, removes a line and sets every other week, for every date', async () => {
    const spy = stubFetch()
    spy.mockImplementation(async () => Response.json(weekly))
    renderWithApp(<StandingOrderCard order={weekly} timeZone="America/Chicago" />)
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit standing order' })

    await userEvent.click(within(dialog).getByRole('button', { name: 'One case more of Olive oil' }))
    expect((within(dialog).getByLabelText('Quantity of Olive oil') as HTMLInputElement).value).toBe('3')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Sea salt' }))
    expect(within(dialog).queryByText('Sea salt')).toBeNull()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Every other week' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const put = callTo(spy, 'PUT')
    expect(spy.mock.calls[put]?.[0]).toBe('/api/standing-orders/so-1')
    expect(sentBody(spy, put)).toEqual({
      items: [{ productId: 'OIL', quantity: 3, quantityType: 'case' }],
      everyWeeks: 2,
    })
    expect(await screen.findByText('Standing order changed.')).toBeTruthy()
  })

  it('changes one date only and keeps the draft when the server refuses, saying why', async () => {
    const spy = stubFetch()
    spy.mockImplementation(async () =>
      Response.json(
        { error: 'Orders for 2026-12-01 closed at the cut-off.', code: 'CUTOFF_PASSED' },
        { status: 409 },
      ),
    )
    renderWithApp(<StandingOrderCard order={weekly} timeZone="America/Chicago" />)
    await userEvent.click(screen.getByRole('button', { name: 'Edit Tuesday, Dec 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tuesday, Dec 1 only' })
    expect(within(dialog).queryByRole('radio')).toBeNull()

    const oil = within(dialog).getByLabelText('Quantity of Olive oil') as HTMLInputElement
    await userEvent.clear(oil)
    await userEvent.type(oil, '5')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Orders for Tuesday, Dec 1 closed at the cut-off.',
    )
    expect(oil.value).toBe('5')
    const put = callTo(spy, 'PUT')
    expect(spy.mock.calls[put]?.[0]).toBe('/api/standing-orders/so-1/dates/2026-12-01')
    expect(sentBody(spy, put)).toEqual({
      items: [
        { productId: 'OIL', quantity: 5, quantityType: 'case' },
        { productId: 'SALT', quantity: 1, quantityType: 'pack' },
      ],
    })
  })

  it("starts from a date's own lines and will not save an emptied line or none", async () => {
    const edited = standingOrder({
      lines: weekly.lines,
      upcoming: [
        upcomingDate({
          edited: true,
          lines: [{ productId: 'OIL', name: 'Olive oil', quantity: 4, quantityType: 'case' }],
        }),
      ],
    })
    stubFetch()
    renderWithApp(<StandingOrderCard order={edited} timeZone="America/Chicago" />)
    await userEvent.click(screen.getByRole('button', { name: 'Edit Tuesday, Dec 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tuesday, Dec 1 only' })
    const oil = within(dialog).getByLabelText('Quantity of Olive oil') as HTMLInputElement
    expect(oil.value).toBe('4')
    expect(within(dialog).queryByText('Sea salt')).toBeNull()

    await userEvent.clear(oil)
    expect(within(dialog).getByText('Enter an amount above 0, or remove the line.')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Olive oil' }))
    expect(within(dialog).getByText(/skip the date instead/)).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true)
  })
})

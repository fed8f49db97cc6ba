// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api.ts'
import { renderScreen } from '../testing/render.tsx'
import type { DeliveryOptions } from './delivery.ts'
import { OutsideScheduleDialog } from './OutsideScheduleDialog.tsx'
import { testProduct } from './testProducts.ts'
import type { OrderItemDraft } from './types.ts'
import { useDeliveryChoice } from './useDeliveryChoice.ts'
import { useOrderWizard } from './useOrderWizard.ts'

const testProducts = [testProduct('OIL')]
const tuesday = { date: '2026-12-01', weekday: 2, cutoff: '2026-12-01T04:00:00.000Z' }
const friday = { date: '2026-12-04', weekday: 5, cutoff: '2026-12-04T04:00:00.000Z' }
const options: DeliveryOptions = {
  scheduled: true,
  timeZone: 'America/Chicago',
  next: tuesday,
  dates: [tuesday, friday],
}
const refused = () =>
  new ApiError(409, 'No deliveries on 2026-12-01: Stock-take.', 'DELIVERY_DATE_UNAVAILABLE', [], null, {
    nextDeliveryDate: '2026-12-04',
    nextCutoff: friday.cutoff,
  })

type Sent = { items: OrderItemDraft[]; deliveryDate?: string; outsideSchedule?: true }

/** Staff ordering by phone, as the console wires it: the wizard, the date, the question. */
function PhoneOrder({ place }: { place: (body: Sent) => Promise<{ id: number }> }) {
  const delivery = useDeliveryChoice(options)
  const wizard = useOrderWizard<{ id: number }, boolean>({
    products: testProducts,
    place: (items, _key, outsideSchedule) => place({ items, ...delivery.fields(outsideSchedule) }),
    onPlaced: () => delivery.dismiss(),
    onFailed: (error) => delivery.refused(error),
  })
  const first = testProducts[0]!
  return (
    <>
      <button type="button" onClick={() => wizard.setQuantity(first.id, '2')}>
        Two of the first
      </button>
      <button type="button" onClick={() => wizard.toggle(first.id)}>
        Choose the first
      </button>
      <button type="button" onClick={() => void wizard.submit(false)}>
        Place order
      </button>
      <p data-testid="date">{delivery.date}</p>
      {wizard.placed && <p>Placed #{wizard.placed.order.id}</p>}
      <OutsideScheduleDialog
        refusal={delivery.refusal}
        date={delivery.refusedDate}
        busy={wizard.submitting}
        onPlaceAnyway={() => void wizard.submit(true)}
        onUseNext={delivery.choose}
        onClose={delivery.dismiss}
      />
    </>
  )
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T15:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

async function refusedOrder(place: (body: Sent) => Promise<{ id: number }>) {
  renderScreen(<PhoneOrder place={place} />)
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Choose the first' }))
  await user.click(screen.getByRole('button', { name: 'Two of the first' }))
  await user.click(screen.getByRole('button', { name: 'Place order' }))
  await screen.findByRole('dialog', { name: 'Not a delivery date' })
  return user
}

describe('staff placing an order for a date the schedule refuses', () => {
  it('asks in words, then places it anyway for that date, outside the schedule', async () => {
    const place = vi.fn<(body: Sent) => Promise<{ id: number }>>()
    place.mockRejectedValueOnce(refused()).mockResolvedValueOnce({ id: 41 })
    const user = await refusedOrder(place)
    expect(screen.getByText(/^No deliveries on Tuesday, Dec 1: Stock-take\./).textContent).toBe(
      'No deliveries on Tuesday, Dec 1: Stock-take. Place it for Tuesday, Dec 1 anyway, outside the delivery schedule?',
    )
    await user.click(screen.getByRole('button', { name: 'Place it anyway' }))
    expect(await screen.findByText('Placed #41')).toBeTruthy()
    expect(place.mock.calls.map(([body]) => [body.deliveryDate, body.outsideSchedule])).toEqual([
      ['2026-12-01', undefined],
      ['2026-12-01', true],
    ])
  })

  it('or takes the next date offered, which the next submit sends', async () => {
    const place = vi.fn<(body: Sent) => Promise<{ id: number }>>()
    place.mockRejectedValueOnce(refused()).mockResolvedValueOnce({ id: 42 })
    const user = await refusedOrder(place)
    await user.click(screen.getByRole('button', { name: 'Use Fri, Dec 4' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('date').textContent).toBe('2026-12-04')
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByText('Placed #42')).toBeTruthy()
    expect(place.mock.calls[1]?.[0]).toMatchObject({ deliveryDate: '2026-12-04' })
    expect(place.mock.calls[1]?.[0].outsideSchedule).toBeUndefined()
  })

  it('asks nothing for another refusal', async () => {
    const place = vi.fn<(body: Sent) => Promise<{ id: number }>>()
    place.mockRejectedValueOnce(new ApiError(409, 'Ordering is closed right now.', 'ORDERING_CLOSED'))
    renderScreen(<PhoneOrder place={place} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Choose the first' }))
    await user.click(screen.getByRole('button', { name: 'Two of the first' }))
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await vi.waitFor(() => expect(place).toHaveBeenCalledOnce())
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

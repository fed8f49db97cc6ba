// @vitest-environment jsdom
import { stubFetch } from '@provender/web-shared/testing/browser.ts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../testing/renderWithApp.tsx'
import { PriceChangesCard } from './PriceChangesCard.tsx'
import type { PriceChange } from './priceChanges.ts'

const older: PriceChange = {
  id: '7-0b7c8f36-2f4e-4c1a-9a55-0d3c1f2e7a10',
  productId: 'RIB',
  productName: 'Ribeye',
  quantityType: 'pack',
  oldPrice: 12.5,
  newPrice: 13.1,
  difference: 0.6,
  orderId: 3,
  orderedAt: '2026-11-03T15:00:00.000Z',
  changedAt: '2026-11-20T15:00:00.000Z',
}
const newer: PriceChange = {
  ...older,
  id: '7-7d1e2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b',
  newPrice: 13.4,
  difference: 0.9,
}

afterEach(() => vi.unstubAllGlobals())

describe('the price changes card', () => {
  it('reloads its list when the server refuses a dismissal (a newer change replaced this one)', async () => {
    const spy = stubFetch(
      { body: { changes: [older] } },
      {
        status: 409,
        body: {
          error: 'A newer price change of this product replaced this one.',
          code: 'PRICE_CHANGE_SUPERSEDED',
        },
      },
      { body: { changes: [newer] } },
    )
    renderWithApp(<PriceChangesCard />)
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: /^Dismiss: Ribeye \$12\.50 → \$13\.10 \/pack/ }),
    )
    expect(
      await screen.findByRole('button', { name: /^Dismiss: Ribeye \$12\.50 → \$13\.40 \/pack/ }),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: /13\.10/ })).toBeNull()
    expect(spy.mock.calls.map((c) => c[0])).toEqual([
      '/api/price-changes/mine',
      `/api/price-changes/${older.id}/dismiss`,
      '/api/price-changes/mine',
    ])
  })
})

import { stubFetch } from '@provender/web-shared/testing/browser.ts'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

/** The order form's fixtures and fetch stand-in, shared by its component tests. */
export const oil = {
  id: 'OIL',
  productId: 'OIL',
  name: 'Olive oil',
  description: '3 L tin',
  unitType: 'quantity',
  packsPerCase: 6,
  categoryId: 1,
  category: 'Pantry',
  price: 12.5,
  sellPrice: 12.5,
  favorite: false,
}
export const salt = { ...oil, id: 'SALT', productId: 'SALT', name: 'Sea salt', favorite: true }
export const alwaysOpen = { alwaysOpen: true, openTime: null, closeTime: null, open: true }
export const returning = {
  items: [
    {
      productId: 'OIL',
      name: 'Olive oil',
      lastQuantity: 2,
      lastQuantityType: 'case',
      largestBaseQuantity: 12,
      orderCount: 4,
      lastOrderedAt: '2026-11-20T14:00:00.000Z',
    },
  ],
  lastOrder: {
    id: 30,
    createdAt: '2026-11-20T14:00:00.000Z',
    items: [{ productId: 'OIL', name: 'Olive oil', quantity: 2, quantityType: 'case', unitPrice: 72 }],
  },
}
export const placed = {
  id: 31,
  createdAt: '2026-11-20T14:03:00.000Z',
  totalPrice: 150,
  items: [{ productId: 'OIL', name: 'Olive oil', quantity: 2, quantityType: 'case', lineTotal: 150 }],
}

export interface Replies {
  orders?: (() => Response)[]
  usual?: unknown
  favorite?: () => Response
  priceChanges?: unknown[]
  pastOrder?: unknown
  /** Today's price list, asked each time it is loaded. */
  products?: () => unknown[]
  /** GET /api/delivery/options, each time it is asked (default: a customer without delivery days). */
  delivery?: () => unknown
  /** GET /api/customers/{id}/order-requirements (default: none). */
  requirements?: unknown
}

const CHICAGO = 'America/Chicago'
/** Delivery days Tuesday and Friday, cut-off 10:00 pm the day before (issue 25's Blue Door). */
export const tuesday = { date: '2026-12-01', weekday: 2, cutoff: '2026-12-01T04:00:00.000Z' }
export const friday = { date: '2026-12-04', weekday: 5, cutoff: '2026-12-04T04:00:00.000Z' }
export const nextTuesday = { date: '2026-12-08', weekday: 2, cutoff: '2026-12-08T04:00:00.000Z' }
export const scheduled = (dates = [tuesday, friday, nextTuesday]) => ({
  scheduled: true,
  timeZone: CHICAGO,
  next: dates[0] ?? null,
  dates,
})
export const unscheduled = { scheduled: false, timeZone: CHICAGO, next: null, dates: [] }

/** Answers by URL, so the order of the form's parallel loads does not matter. */
export function routeFetch({
  orders = [],
  usual = returning,
  favorite,
  priceChanges = [],
  pastOrder,
  products = () => [oil, salt],
  delivery = () => unscheduled,
  requirements = { poNumberRequired: false, minimumOrder: null },
}: Replies = {}) {
  const spy = stubFetch()
  spy.mockImplementation(async (url: string) => {
    if (url.includes('/favorites/')) return favorite?.() ?? Response.json({ favorite: true })
    if (url.includes('/price-changes')) return Response.json({ changes: priceChanges })
    if (url.includes('/order-requirements')) return Response.json(requirements)
    if (url.includes('/usual-items')) return Response.json(usual)
    if (url.includes('/products')) return Response.json({ products: products() })
    if (url.includes('/order-window/')) return Response.json(alwaysOpen)
    if (url.includes('/delivery/options')) return Response.json(delivery())
    if (/\/api\/orders\/\d+$/.test(url)) return Response.json(pastOrder, { status: pastOrder ? 200 : 404 })
    const next = orders.shift()
    if (!next) throw new TypeError('Failed to fetch')
    return next()
  })
  return spy
}

export const orderCalls = (spy: ReturnType<typeof stubFetch>) =>
  spy.mock.calls.map((call, index) => ({ url: call[0], index })).filter((c) => c.url === '/api/orders')

export const more = (name: string) => screen.findByRole('button', { name: `One pack more of ${name}` })
export const quantityOf = (name: string) => screen.getByLabelText(`Quantity of ${name}`) as HTMLInputElement

export function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

/** Each test starts with an empty session store; jsdom does not scroll (the steps scroll to the top). */
export function sandboxEachOrderFormTest(): void {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn())
    sessionStorage.clear()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}

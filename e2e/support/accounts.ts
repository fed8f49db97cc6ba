import { type APIRequestContext, test as base, expect, request } from '@playwright/test'
import { demo } from './index.ts'

export interface ApiSession {
  context: APIRequestContext
  userId: number
}

/** A signed-in API client (its own cookie jar), for set-up the test does not click through. */
export async function apiSession(
  baseURL: string,
  who: { email: string; password: string },
): Promise<ApiSession> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-Requested-With': 'e2e' } })
  const login = await context.post('/api/auth/login', { data: who })
  expect(login.status(), await login.text()).toBe(200)
  return { context, userId: ((await login.json()) as { user: { id: number } }).user.id }
}

/** The test with the admin's and Sam's API sessions, signed in before it and disposed after. */
export const staffTest = base.extend<{ admin: ApiSession; sam: ApiSession }>({
  admin: async ({ baseURL }, use) => {
    const session = await apiSession(baseURL!, demo.admin)
    await use(session)
    await session.context.dispose()
  },
  sam: async ({ baseURL }, use) => {
    const session = await apiSession(baseURL!, demo.sales)
    await use(session)
    await session.context.dispose()
  },
})

export interface NewCustomer {
  email: string
  password: string
  firstName: string
  /** Products it may order (ids), priced for it. */
  productIds: string[]
}

/**
 * A customer of its own for a test that changes what it is sent or its password (the demo
 * accounts serve every other spec of the run), past the first sign-in's password change.
 */
export async function newCustomer(baseURL: string, tag: string, productCount = 3): Promise<NewCustomer> {
  const admin = await apiSession(baseURL, demo.admin)
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const email = `${tag}${stamp}@kitchen.test`
  const catalogue = (await (await admin.context.get(`/api/products?limit=${productCount}`)).json()) as {
    products?: { productId?: string; id?: string }[]
    rows?: { productId?: string; id?: string }[]
  }
  const productIds = (catalogue.products ?? catalogue.rows ?? [])
    .map((p) => p.productId ?? p.id)
    .filter((id): id is string => typeof id === 'string')
  expect(productIds.length, 'products in the catalogue for a new customer').toBeGreaterThanOrEqual(3)
  const created = await admin.context.post('/api/customers', {
    data: {
      businessName: `Mail Kitchen ${stamp}`,
      accountNumber: `MK-${stamp}`,
      firstName: 'Mira',
      lastName: 'Mailer',
      email,
      phone: '(312) 555-0177',
      salesUserId: admin.userId,
      products: productIds.map((productId, i) => ({ productId, price: 5 + i })),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  await admin.context.dispose()
  const password = 'Mail#Kitchen2026'
  const fresh = await apiSession(baseURL, { email, password: 'Welcome#2026' })
  const changed = await fresh.context.post('/api/account/password', {
    data: { oldPassword: 'Welcome#2026', newPassword: password },
  })
  expect(changed.status(), await changed.text()).toBe(200)
  await fresh.context.dispose()
  return { email, password, firstName: 'Mira', productIds }
}

/** An order of the customer's first two products through the API (a weighed one by weight). */
export async function placeOrder(customer: ApiSession): Promise<void> {
  const answer = await customer.context.get(`/api/customers/${customer.userId}/products`)
  const { products } = (await answer.json()) as { products: { productId: string; unitType: string }[] }
  const placed = await customer.context.post('/api/orders', {
    data: {
      items: products.slice(0, 2).map((p) => ({
        productId: p.productId,
        quantity: p.unitType === 'weight' ? 3.5 : 1,
        quantityType: p.unitType === 'weight' ? 'weight' : 'pack',
      })),
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
}

/** A PUT for set-up through `session` that must answer 200 (its body named when it does not). */
export async function putOk(session: ApiSession, path: string, data: unknown): Promise<void> {
  const answer = await session.context.put(path, { data })
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200)
}

import { answerContractBreaches, type RecordedAnswer } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument } from './openapi.ts'
import { type DemoUser, demo, startTestStack, TestClient, type TestStack } from './testing/stack.ts'

/** Every answer the calls below receive, to hold against the document at the end. */
const recorded: RecordedAnswer[] = []

/** The browser-like client, noting each answer it gets. */
class RecordingClient extends TestClient {
  override async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const answer = await super.request<T>(method, path, body, headers)
    recorded.push({ method, url: path, status: answer.status, body: answer.body })
    return answer
  }
}

let stack: TestStack
const as = {} as Record<'admin' | 'sam' | 'blueDoor' | 'auditor', RecordingClient & { id: number }>

beforeAll(async () => {
  stack = await startTestStack()
  for (const who of ['admin', 'sam', 'blueDoor', 'auditor'] as const satisfies DemoUser[]) {
    const client = Object.assign(new RecordingClient(stack.url), { id: 0 })
    const [email, password] = demo[who]
    client.id = (await client.login(email, password)).body.user.id
    as[who] = client
  }
  // The stack starts with its demo data; on a busy machine that outlasts the default minute.
}, 180_000)
afterAll(() => stack?.stop())

type Rows<K extends string, T> = Record<K, T[]>

describe('the answers of real calls match the documented schemas', () => {
  it('holds for representative calls of every slice, successes and refusals', async () => {
    const { admin, sam, blueDoor, auditor } = as
    // Session and users
    await admin.get('/api/account/me')
    await new RecordingClient(stack.url).get('/api/account/me')
    await admin.login('nobody@provender.test', 'x')
    await admin.request('PUT', '/api/account/profile', { firstName: '' })
    await admin.get('/api/users?limit=5')
    await sam.get('/api/users/sales')
    const others = await sam.get<Rows<'users', { id: number }>>('/api/users/sales/others')
    await admin.get(`/api/users/${sam.id}`)
    await blueDoor.get(`/api/users/${sam.id}`)
    const rep = await admin.request<{ user: { id: number } }>('POST', '/api/users', {
      firstName: 'Ola',
      lastName: 'Contract',
      email: 'ola.contract@provender.test',
      phone: '3125550199',
      role: 'sales',
    })
    await admin.request('PUT', `/api/users/${rep.body.user.id}`, {
      firstName: 'Ola',
      lastName: 'Contracted',
      email: 'ola.contract@provender.test',
      phone: '3125550199',
    })
    await admin.request('POST', `/api/account/${rep.body.user.id}/reset-password`)
    await admin.request('DELETE', `/api/users/${rep.body.user.id}?reassignSalesUserId=${sam.id}`)

    // Catalogue
    const products = await sam.get<{ products: { id: string }[] }>('/api/products?limit=3')
    await blueDoor.get('/api/categories')
    const category = await sam.request<{ id: number }>('POST', '/api/categories', { name: 'Contract tests' })
    await sam.request('PUT', `/api/categories/${category.body.id}`, { name: 'Contract tests 2' })
    const product = {
      id: 'CONTRACT-1',
      name: 'Contract beans',
      description: '',
      unitType: 'quantity',
      packsPerCase: 6,
      price: 4.25,
      categoryId: category.body.id,
    }
    await sam.request('POST', '/api/products', product)
    await sam.request('PUT', '/api/products/CONTRACT-1', { ...product, price: 4.5 })
    await sam.request('DELETE', '/api/products/CONTRACT-1')
    await sam.request('DELETE', `/api/categories/${category.body.id}`)
    await auditor.request('POST', '/api/categories', { name: 'Nope' })

    // Customers
    const productId = products.body.products[0]!.id
    await sam.get('/api/customers?limit=3')
    await sam.get(`/api/customers/${blueDoor.id}?include=orders`)
    await blueDoor.get(`/api/customers/${blueDoor.id}/products`)
    await blueDoor.get(`/api/customers/${blueDoor.id}/usual-items`)
    await blueDoor.request('PUT', `/api/customers/${blueDoor.id}/favorites/${productId}`)
    await blueDoor.request('DELETE', `/api/customers/${blueDoor.id}/favorites/${productId}`)
    const opened = await sam.request<{ customer: { id: number } }>('POST', '/api/customers', {
      businessName: 'Contract Cafe',
      accountNumber: 'CC-4242',
      firstName: 'Cora',
      lastName: 'Tract',
      email: 'cora@contractcafe.test',
      phone: '3125550142',
      products: [{ productId, price: 3 }],
    })
    const customerId = opened.body.customer.id
    await sam.request('PUT', `/api/customers/${customerId}`, { businessName: 'Contract Café' })
    await sam.request('PUT', `/api/account/${customerId}/reset-password`)
    await admin.request('PUT', `/api/customers/${customerId}/transfer`, {
      newSalesUserId: others.body.users[0]!.id,
    })
    await sam.get('/api/customers/99999')

    // Orders
    await blueDoor.request('POST', '/api/orders', {
      items: [{ productId, quantity: 1, quantityType: 'case' }],
    })
    const placed = await sam.request<{ id: number }>(
      'POST',
      `/api/customers/${blueDoor.id}/orders`,
      { items: [{ productId, quantity: 2, quantityType: 'case' }], outsideWindow: true },
      { 'Idempotency-Key': 'contract-1' },
    )
    await admin.get('/api/orders?limit=2')
    await blueDoor.get(`/api/orders/customer/${blueDoor.id}?limit=2`)
    await blueDoor.get(`/api/orders/${placed.body.id}`)
    await sam.request('PATCH', `/api/orders/${placed.body.id}/fulfill`)
    await admin.request('DELETE', `/api/customers/${customerId}`)
    await admin.get('/api/orders?limit=1000')

    // Settings and price changes
    await sam.get('/api/settings/order-window/mine')
    await admin.request('PUT', '/api/settings/order-window/mine', {
      alwaysOpen: false,
      openTime: '06:00',
      closeTime: '22:00',
    })
    await blueDoor.get('/api/settings/order-window/effective')
    await admin.get('/api/settings/fulfilment-tolerance')
    await admin.request('PUT', '/api/settings/fulfilment-tolerance', { percent: 10 })
    await blueDoor.get('/api/price-changes/mine')
    await sam.get('/api/price-changes?days=30')
    await blueDoor.request('POST', '/api/price-changes/nonsense/dismiss')

    // History
    const audited = await auditor.get<Rows<'customers', { id: number }>>('/api/history/customers?limit=3')
    const id = audited.body.customers[0]!.id
    await auditor.get(`/api/history/customers/${id}?limit=5`)
    await auditor.get(`/api/history/customers/${id}/as-of?at=2026-01-01T00:00:00Z`)
    await auditor.get(`/api/history/customers/${id}/prices`)
    await auditor.get(`/api/history/customers/${id}/owners`)
    await auditor.get(`/api/history/products/${productId}`)
    await auditor.get(`/api/history/sales-users/${sam.id}`)
    await auditor.get('/api/history/verify')
    await sam.get('/api/history/verify')

    await sam.request('POST', '/api/auth/logout')

    // Operations: the probes every process answers before its routers.
    await new RecordingClient(stack.url).get('/health/live')
    await new RecordingClient(stack.url).get('/health/ready')

    const breaches = answerContractBreaches(openApiDocument() as never, recorded)
    expect(breaches).toEqual([])
    // Most calls succeeded: the check held real answers, not only refusals.
    expect(recorded.filter((a) => a.status < 300).length).toBeGreaterThan(40)
  })

  it('serves the timeline export as the CSV it documents', async () => {
    const response = await fetch(`${stack.url}/api/history/customers/${as.blueDoor.id}/timeline.csv`, {
      headers: { Cookie: as.auditor.cookie ?? '' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
  })
})

describe('the document and the reference, served by the gateway', () => {
  it('answers /api/openapi.json and /api/docs under the gateway’s Content-Security-Policy', async () => {
    const json = await fetch(`${stack.url}/api/openapi.json`)
    expect(json.status).toBe(200)
    expect(json.headers.get('content-type')).toMatch(/^application\/json/)
    expect(((await json.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./)
    const page = await fetch(`${stack.url}/api/docs`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'")
    const html = await page.text()
    // No inline script: every script is a file of this origin.
    expect(html.match(/<script[^>]*>[^<]+<\/script>/)).toBeNull()
    for (const src of [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)) {
      expect((await fetch(`${stack.url}${src}`)).status, src).toBe(200)
    }
    expect((await fetch(`${stack.url}/api/docs/../openapi.test.ts`)).status).toBe(404)
    expect((await fetch(`${stack.url}/api/docs/nothing.js`)).status).toBe(404)
    expect((await fetch(`${stack.url}/api/openapi.json`, { method: 'POST' })).status).toBe(405)
  })
})

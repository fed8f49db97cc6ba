import { createCommandApp } from '@provender/command-service'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInAll, startTestStack, TestClient, type TestStack } from './testing/stack.ts'

const DAY = 86_400_000

interface Rep {
  id: number
  name: string
}
interface TimelineItem {
  at: string
  kind: string
  sentence: string
  actor: { name: string; role: string }
  streamId: string
  revision: number
  productId?: string
}
interface AsOf {
  customer: { status: string; businessName: string | null }
  salesUser: Rep | null
  prices: { productId: string; name: string; price: number; setBy: { name: string } }[]
}

let stack: TestStack
let admin: TestClient
let auditor: TestClient
let sam: { client: TestClient; id: number }
let priya: { client: TestClient; id: number }
let blueDoor: { client: TestClient; id: number }
let harborId: number

beforeAll(async () => {
  stack = await startTestStack()
  const signed = await signInAll(stack.url, 'admin', 'sam', 'priya', 'blueDoor', 'auditor')
  ;({ sam, priya, blueDoor } = signed)
  admin = signed.admin.client
  auditor = signed.auditor.client
  expect((await auditor.get<{ user: { role: string } }>('/api/account/me')).body.user.role).toBe('auditor')
  const list = await admin.get<{ customers: { id: number }[] }>('/api/customers?search=Harbor')
  harborId = list.body.customers[0]!.id
})
afterAll(() => stack?.stop())

async function logHead(): Promise<number> {
  const row = await stack.running.database.knex('event_log').max<{ max: string }[]>('position as max')
  return Number(row[0]!.max)
}

/** A new auditor's details, the email made from the name (iris.vale@provender.test). */
const auditorDetails = (firstName: string, lastName: string, phone: string) => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@provender.test`.toLowerCase(),
  phone,
})

describe('auditor accounts (admin only)', () => {
  it('an admin creates, lists, edits, resets and deletes an auditor, who signs in and reads', async () => {
    const body = auditorDetails('Iris', 'Vale', '3125550440')
    const created = await admin.request<{ user: { id: number; role: string; passwordChanged: boolean } }>(
      'POST',
      '/api/users',
      { ...body, role: 'auditor' },
    )
    expect(created.status).toBe(201)
    expect(created.body.user).toMatchObject({ role: 'auditor', passwordChanged: false })
    const id = created.body.user.id

    const listed = await admin.get<{ users: { id: number; role: string }[] }>('/api/users?role=auditor')
    expect(listed.body.users.map((u) => u.id)).toContain(id)
    expect(listed.body.users.every((u) => u.role === 'auditor')).toBe(true)

    const edited = await admin.request('PUT', `/api/users/${id}`, { ...body, lastName: 'Vale-Ng' })
    expect(edited).toMatchObject({
      status: 200,
      body: { user: { id, lastName: 'Vale-Ng', role: 'auditor' } },
    })

    const iris = new TestClient(stack.url)
    expect((await iris.login(body.email, 'Welcome#2026')).status).toBe(200)
    // Like every account on a given password, she must choose her own before reading anything else.
    expect((await iris.get(`/api/history/customers/${harborId}`)).body).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
    })
    const changed = await iris.request('POST', '/api/account/password', {
      oldPassword: 'Welcome#2026',
      newPassword: 'Ledger#Review2026',
    })
    expect(changed.status).toBe(200)
    expect((await iris.get(`/api/history/customers/${harborId}`)).status).toBe(200)
    expect((await iris.get('/api/customers')).status).toBe(200)

    const reset = await admin.request('POST', `/api/account/${id}/reset-password`)
    expect(reset.status).toBe(200)
    // Her session ends once the read side has the reset (her client holds no token of it).
    await expect
      .poll(async () => (await iris.get('/api/account/me')).body, { timeout: 15_000 })
      .toMatchObject({ code: 'AUTH_EXPIRED' })

    // An auditor owns no customers: it leaves without a hand-over.
    const deleted = await admin.request('DELETE', `/api/users/${id}`)
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Auditor deleted.' } })
    expect((await new TestClient(stack.url).login(body.email, 'Welcome#2026')).status).toBe(401)
    expect((await admin.request('DELETE', `/api/users/${id}?reassignSalesUserId=${sam.id}`)).status).toBe(404)
  })

  it('only admins manage auditors; sales users still need a hand-over target', async () => {
    const body = { ...auditorDetails('Ned', 'Ray', '3125550441'), role: 'auditor' }
    for (const client of [sam.client, blueDoor.client, auditor]) {
      expect((await client.request('POST', '/api/users', body)).status).toBe(403)
    }
    const refused = await admin.request('DELETE', `/api/users/${priya.id}`)
    expect(refused.status).toBe(400)
    expect((await admin.request('POST', '/api/users', { ...body, role: 'admin' })).status).toBe(400)
  })
})

describe('the auditor role changes nothing', () => {
  it('answers 403 to every write endpoint of the command service, and the log does not move', async () => {
    // Every write route the command service has, read from its routers, so a new one is covered too.
    const app = createCommandApp({ settings: {} } as never)
    const selfService = new Set([
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/account/password',
      'PUT /api/account/profile',
      // Anyone's, signed in or out: a reset link, one's own mail preferences, a mail's unsubscribe link.
      'POST /api/auth/forgot-password',
      'POST /api/auth/forgot-password/reset',
      'PUT /api/me/mail-preferences',
      'POST /api/mail/unsubscribe',
    ])
    const routes = new Set<string>()
    for (const middleware of app.middleware as {
      router?: { stack: { methods: string[]; path: string }[] }
    }[]) {
      for (const layer of middleware.router?.stack ?? []) {
        for (const method of layer.methods.filter((m) => m !== 'HEAD')) routes.add(`${method} ${layer.path}`)
      }
    }
    const writes = [...routes].filter((r) => !selfService.has(r))
    expect(writes.length).toBeGreaterThanOrEqual(19)

    const head = await logHead()
    for (const route of writes) {
      const [method, pattern] = route.split(' ') as [string, string]
      const path = pattern
        .replace(':customerId', String(blueDoor.id))
        .replace(':productId', 'MEA-BEEF-RIB')
        .replace(':id', String(route.includes('/users') || route.includes('/account') ? sam.id : blueDoor.id))
      const answer = await auditor.request(method, path, { name: 'x', newSalesUserId: priya.id })
      expect(answer.status, route).toBe(403)
    }
    expect(await logHead()).toBe(head)
  })

  it('reads every staff list and detail', async () => {
    for (const path of [
      '/api/customers',
      `/api/customers/${blueDoor.id}`,
      '/api/orders',
      '/api/products',
      '/api/categories',
      '/api/users',
      `/api/users/${sam.id}`,
    ]) {
      expect((await auditor.get(path)).status, path).toBe(200)
    }
  })
})

describe('history reads are for admins and auditors', () => {
  const paths = () => [
    '/api/history/customers',
    `/api/history/customers/${blueDoor.id}`,
    `/api/history/customers/${blueDoor.id}/as-of?at=${new Date().toISOString()}`,
    `/api/history/customers/${blueDoor.id}/prices?productId=x`,
    `/api/history/customers/${blueDoor.id}/owners`,
    `/api/history/customers/${blueDoor.id}/timeline.csv`,
    `/api/history/products/x`,
    `/api/history/sales-users/${sam.id}`,
    '/api/history/verify',
  ]

  it('refuses customers (even their own history) and sales reps (even their own customers)', async () => {
    for (const path of paths()) {
      expect((await blueDoor.client.get(path)).status, path).toBe(403)
      expect((await sam.client.get(path)).status, path).toBe(403)
      expect((await new TestClient(stack.url).get(path)).status, path).toBe(401)
    }
  })

  it('answers 404 for a customer, product or user that never existed, and 400 for a bad date', async () => {
    expect((await auditor.get('/api/history/customers/999999')).status).toBe(404)
    expect((await auditor.get('/api/history/customers/__proto__')).status).toBe(404)
    expect((await auditor.get('/api/history/products/NOPE')).status).toBe(404)
    expect((await auditor.get('/api/history/sales-users/999999')).status).toBe(404)
    expect((await auditor.get(`/api/history/customers/${harborId}/as-of?at=yesterday`)).status).toBe(400)
    expect((await auditor.get(`/api/history/customers/${harborId}?kind=gossip`)).status).toBe(400)
    expect(
      (
        await auditor.get(
          `/api/history/customers/${harborId}?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`,
        )
      ).status,
    ).toBe(400)
  })
})

describe('a customer history', () => {
  it('lists every event newest first, with who did it and a readable sentence; filters and pages', async () => {
    const all = await auditor.get<{ items: TimelineItem[]; totalCount: number }>(
      `/api/history/customers/${harborId}?limit=100`,
    )
    expect(all.status).toBe(200)
    const times = all.body.items.map((i) => Date.parse(i.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(all.body.items.map((i) => i.kind)).toEqual(
      expect.arrayContaining(['details', 'price', 'owner', 'order']),
    )
    const transfer = all.body.items.find((i) => i.kind === 'owner')!
    expect(transfer.sentence).toBe('Transferred from Priya Nair to Sam Reyes')
    expect(all.body.items.some((i) => /\(lb\) price \d+\.\d\d → \d+\.\d\d$/.test(i.sentence))).toBe(true)

    const prices = await auditor.get<{ items: TimelineItem[]; totalCount: number }>(
      `/api/history/customers/${harborId}?kind=price&limit=5&page=2`,
    )
    expect(prices.body.items).toHaveLength(5)
    expect(prices.body.items.every((i) => i.kind === 'price')).toBe(true)
    expect(prices.body.totalCount).toBe(all.body.items.filter((i) => i.kind === 'price').length)

    const from = new Date(Date.now() - 45 * DAY).toISOString()
    const to = new Date(Date.now() - 25 * DAY).toISOString()
    const window = await auditor.get<{ items: TimelineItem[] }>(
      `/api/history/customers/${harborId}?from=${from}&to=${to}&limit=100`,
    )
    expect(window.body.items.length).toBeGreaterThan(0)
    expect(window.body.items.every((i) => i.at >= from && i.at <= to)).toBe(true)
  })

  it('answers the price list and owner as of any instant, folded from the log', async () => {
    const before = await auditor.get<AsOf>(
      `/api/history/customers/${harborId}/as-of?at=${new Date(Date.now() - 45 * DAY).toISOString()}`,
    )
    const now = await auditor.get<AsOf>(
      `/api/history/customers/${harborId}/as-of?at=${new Date().toISOString()}`,
    )
    expect(before.body.salesUser?.name).toBe('Priya Nair')
    expect(now.body.salesUser?.name).toBe('Sam Reyes')

    // Today's answer is what the customer screen shows today.
    const current = await admin.get<{ products: { productId: string; price: number }[] }>(
      `/api/customers/${harborId}`,
    )
    const fromLog = Object.fromEntries(now.body.prices.map((p) => [p.productId, p.price]))
    expect(fromLog).toEqual(Object.fromEntries(current.body.products.map((p) => [p.productId, p.price])))
    // A month and a half ago every line was cheaper.
    for (const old of before.body.prices) expect(old.price).toBeLessThan(fromLog[old.productId]!)

    const beforeOpening = await auditor.get<AsOf>(
      `/api/history/customers/${harborId}/as-of?at=${new Date(Date.now() - 90 * DAY).toISOString()}`,
    )
    expect(beforeOpening.body).toMatchObject({ customer: { status: 'not-yet' }, salesUser: null, prices: [] })
  })

  it('gives one line its price history with who changed it, and the last price paid beside the price then', async () => {
    const orders = await admin.get<{ OrderItems: { productId: string }[]; createdAt: string }>(
      `/api/customers/${harborId}?include=orders`,
    )
    const order = (
      orders.body as unknown as { orders: { OrderItems: { productId: string; price: number }[] }[] }
    ).orders[0]!
    const item = order.OrderItems[0]!
    const line = await auditor.get<{
      changes: { kind: string; oldPrice: number | null; newPrice: number; actor: { name: string } }[]
      lastPaid: { price: number; negotiatedPrice: number }
    }>(`/api/history/customers/${harborId}/prices?productId=${item.productId}`)
    expect(line.status).toBe(200)
    expect(line.body.changes.map((c) => c.kind)).toEqual(['added', 'changed'])
    expect(line.body.changes[1]!.oldPrice).toBe(line.body.changes[0]!.newPrice)
    expect(line.body.lastPaid).toMatchObject({ price: item.price, negotiatedPrice: item.price })
  })

  it('gives the ownership periods and a rep its customers over time', async () => {
    const owners = await auditor.get<{
      periods: { salesUser: Rep; from: string; to: string | null; endedBy: string | null }[]
    }>(`/api/history/customers/${harborId}/owners`)
    expect(owners.body.periods.map((p) => [p.salesUser.name, p.endedBy, p.to === null])).toEqual([
      ['Priya Nair', 'transfer', false],
      ['Sam Reyes', null, true],
    ])
    expect(owners.body.periods[0]!.to).toBe(owners.body.periods[1]!.from)

    const priyas = await auditor.get<{ periods: { customer: { id: number }; endedBy: string | null }[] }>(
      `/api/history/sales-users/${priya.id}`,
    )
    expect(priyas.body.periods).toContainEqual(
      expect.objectContaining({ customer: expect.objectContaining({ id: harborId }), endedBy: 'transfer' }),
    )
    expect(priyas.body.periods.filter((p) => p.endedBy === null)).toHaveLength(3)
  })

  it("gives a product's base price over time", async () => {
    const products = await admin.get<{ products: { id: string }[] }>('/api/products?limit=1000&sortBy=id')
    let risen: { items: { kind: string; oldPrice: number; newPrice: number }[] } | null = null
    for (const { id } of products.body.products) {
      const answer = await auditor.get<{ items: { kind: string; oldPrice: number; newPrice: number }[] }>(
        `/api/history/products/${encodeURIComponent(id)}`,
      )
      if (answer.body.items.some((i) => i.kind === 'price')) {
        risen = answer.body
        break
      }
    }
    expect(risen?.items.map((i) => i.kind)).toEqual(['price', 'created'])
    expect(risen!.items[0]!.newPrice).toBeGreaterThan(risen!.items[0]!.oldPrice)
  })

  it('keeps a deleted customer auditable', async () => {
    const created = await admin.request<{ customer: { id: number } }>('POST', '/api/customers', {
      businessName: 'Short Lived Cafe',
      accountNumber: 'SL-9001',
      firstName: 'Tess',
      lastName: 'Ford',
      email: 'tess@shortlived.test',
      phone: '3125550777',
      salesUserId: sam.id,
      products: [],
    })
    expect(created.status).toBe(201)
    const id = created.body.customer.id
    expect((await admin.request('DELETE', `/api/customers/${id}`)).status).toBe(200)
    expect((await admin.get(`/api/customers/${id}`)).status).toBe(404)

    const history = await auditor.get<{
      customer: { status: string; businessName: string }
      items: TimelineItem[]
    }>(`/api/history/customers/${id}`)
    expect(history.status).toBe(200)
    expect(history.body.customer).toMatchObject({ status: 'deleted', businessName: 'Short Lived Cafe' })
    expect(history.body.items[0]!.kind).toBe('deleted')
    expect(history.body.items.map((i) => i.actor.name)).toContain('Alex Morgan')

    // The auditors' list of every customer ever registered still finds it.
    const found = await auditor.get<{ customers: { id: number; deleted: boolean }[]; totalCount: number }>(
      '/api/history/customers?search=short%20SL-90',
    )
    expect(found.body).toMatchObject({ totalCount: 1, customers: [{ id, deleted: true }] })
    const everyone = await auditor.get<{ totalCount: number }>('/api/history/customers?limit=1')
    expect(everyone.body.totalCount).toBe(7)
  })
})

describe('tamper evidence over HTTP', () => {
  it('reports the log intact, then exactly the stream and revision whose data was changed', async () => {
    const intact = await auditor.get<{ intact: boolean; eventsChecked: number; broken: unknown[] }>(
      '/api/history/verify',
    )
    expect(intact.body).toMatchObject({ intact: true, broken: [] })
    expect(intact.body.eventsChecked).toBeGreaterThan(100)

    const knex = stack.running.database.knex
    const stream = `customer-${harborId}`
    const target = await knex('event_log')
      .where({ stream_id: stream, type: 'CustomerProductPriced' })
      .orderBy('stream_revision')
      .offset(3)
      .first<{ position: string; stream_revision: string; data: { newPriceCents: number } }>()
    const original = target.data
    await knex('event_log')
      .where({ position: target.position })
      .update({ data: { ...original, newPriceCents: original.newPriceCents - 100 } })
    try {
      const broken = await admin.get<{ intact: boolean; broken: { streamId: string; revision: number }[] }>(
        '/api/history/verify',
      )
      expect(broken.body.intact).toBe(false)
      expect(broken.body.broken).toEqual([
        expect.objectContaining({ streamId: stream, revision: Number(target.stream_revision) }),
      ])
    } finally {
      await knex('event_log').where({ position: target.position }).update({ data: original })
    }
    expect((await auditor.get<{ intact: boolean }>('/api/history/verify')).body.intact).toBe(true)
  })
})

/** The records of an RFC 4180 CSV text: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && c === ',') {
      record.push(cell)
      cell = ''
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      records.push([...record, cell])
      record = []
      cell = ''
      i++
    } else {
      cell += c
    }
  }
  expect(cell, 'the file ends with a line break').toBe('')
  return records
}

describe('the timeline exported as CSV', () => {
  const FORMULA_NAME = '=1+2 Relish'
  let ledgerId: number

  beforeAll(async () => {
    const product = await admin.request('POST', '/api/products', {
      id: 'TST-FORMULA',
      name: FORMULA_NAME,
      unitType: 'quantity',
      packsPerCase: 6,
      price: 3,
    })
    expect(product.status).toBe(201)
    const catalogue = await admin.get<{ products: { id: string }[] }>('/api/products?limit=1000&sortBy=id')
    const ids = catalogue.body.products.map((p) => p.id)
    const priced = (cents: number) => ids.map((productId) => ({ productId, price: cents / 100 }))
    const created = await admin.request<{ customer: { id: number } }>('POST', '/api/customers', {
      businessName: 'Ledger Export Cafe',
      accountNumber: 'LE-4242',
      firstName: 'Lena',
      lastName: 'Ledger',
      email: 'lena@ledgerexport.test',
      phone: '3125550888',
      salesUserId: sam.id,
      products: priced(300),
    })
    expect(created.status).toBe(201)
    ledgerId = created.body.customer.id
    // Each re-priced line is its own event: several full re-pricings make more rows than the largest page.
    for (const cents of [310, 320, 330]) {
      expect(
        (await admin.request('PUT', `/api/customers/${ledgerId}`, { products: priced(cents) })).status,
      ).toBe(200)
    }
  })

  async function everyItem(query: string): Promise<TimelineItem[]> {
    const items: TimelineItem[] = []
    for (let page = 1; ; page++) {
      const answer = await auditor.get<{ items: TimelineItem[]; totalCount: number }>(
        `/api/history/customers/${ledgerId}?limit=100&page=${page}${query}`,
      )
      items.push(...answer.body.items)
      if (items.length >= answer.body.totalCount) return items
    }
  }

  async function exported(client: TestClient, query: string) {
    const response = await fetch(`${stack.url}/api/history/customers/${ledgerId}/timeline.csv?${query}`, {
      headers: { Cookie: client.cookie!, 'Consistency-Token': admin.consistencyToken! },
    })
    return { response, records: parseCsv(await response.text()) }
  }

  it('holds every row of the timeline, newest first, beyond any one page', async () => {
    const items = await everyItem('')
    expect(items.length).toBeGreaterThan(100)
    for (const client of [auditor, admin]) {
      const { response, records } = await exported(client, '')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/)
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+\.csv"$/)
      const [header, ...rows] = records
      expect(header).toEqual(['When', 'Kind', 'What', 'Who', 'Role', 'Stream', 'Revision'])
      expect(
        rows.map(([at, kind, , who, role, streamId, revision]) => [at, kind, who, role, streamId, revision]),
      ).toEqual(items.map((i) => [i.at, i.kind, i.actor.name, i.actor.role, i.streamId, String(i.revision)]))
    }
  })

  it('honours the kind and date filter of the timeline read', async () => {
    const from = new Date(Date.now() - DAY).toISOString()
    const query = `&kind=price,owner&from=${from}`
    const items = await everyItem(query)
    expect(items.length).toBeGreaterThan(100)
    const { records } = await exported(auditor, query.slice(1))
    const rows = records.slice(1)
    expect(rows.map((r) => r[0])).toEqual(items.map((i) => i.at))
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['price']))
    expect(rows.every((r) => r[0]! >= from)).toBe(true)
  })

  it('keeps a cell a spreadsheet would run as a formula as text', async () => {
    const { records } = await exported(auditor, 'kind=price')
    const what = records.map((r) => r[2])
    expect(what).toContain(`'${FORMULA_NAME} (pack) added at 3.00`)
    expect(what.filter((w) => w?.startsWith('='))).toEqual([])
  })

  it('answers 404 for a customer that never existed, 400 for a bad filter, as JSON', async () => {
    for (const id of ['999999', '__proto__']) {
      const answer = await auditor.get(`/api/history/customers/${id}/timeline.csv`)
      expect(answer).toMatchObject({ status: 404, body: { error: 'Customer not found.' } })
    }
    const refused = await auditor.get(`/api/history/customers/${ledgerId}/timeline.csv?kind=gossip`)
    expect(refused.status).toBe(400)
  })
})

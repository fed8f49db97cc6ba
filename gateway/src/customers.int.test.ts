import { comparePositions, decodePosition } from '@provender/events'
import { customerAnswer } from '@provender/server-kit'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { signInFirstTime } from './testing/accounts.ts'
import { STAFF_AND_CUSTOMERS, TestClient, testStackWith } from './testing/stack.ts'

/** The customer as the API documents it (server-kit's answer schema), so the test reads what clients read. */
type Customer = z.infer<typeof customerAnswer>
type ListRow = Omit<Customer, 'products' | 'version'> & { createdAt: string }
interface List {
  customers: ListRow[]
  totalCount: number
}
interface Failure {
  error: string
  code?: string
  issues?: string[]
}

const DEFAULT_PASSWORD = 'Welcome#2026'

const { stack, users } = testStackWith(STAFF_AND_CUSTOMERS)
const { admin, sam, priya, blueDoor, greenleaf } = users

/** After writes by several clients, `reader` waits for the newest of them, as a browser that saw them all would. */
function seesAllOf(reader: TestClient, ...writers: TestClient[]) {
  for (const writer of writers) {
    const theirs = writer.consistencyToken ? decodePosition(writer.consistencyToken) : null
    const mine = reader.consistencyToken ? decodePosition(reader.consistencyToken) : null
    if (theirs && (!mine || comparePositions(theirs, mine) > 0))
      reader.consistencyToken = writer.consistencyToken
  }
}

let counter = 0
/** A valid new customer; every call its own email and account number. */
function newCustomer(overrides: Record<string, unknown> = {}) {
  counter++
  return {
    businessName: `Test Kitchen ${counter}`,
    accountNumber: `TK-${9000 + counter}`,
    firstName: 'Tess',
    lastName: `Tester${counter}`,
    email: `kitchen${counter}@testkitchen.test`,
    phone: '(312) 555-0142',
    products: [
      { productId: 'MEA-BEEF-RIB', price: 12.5 },
      { productId: 'DRY-BUT-UNS', price: '3.75' },
    ],
    ...overrides,
  }
}

async function create(client: TestClient, body: Record<string, unknown>) {
  const answer = await client.request<{ customer: Customer } & Failure>('POST', '/api/customers', body)
  return answer
}

async function created(client: TestClient, body: Record<string, unknown> = {}): Promise<Customer> {
  const answer = await create(client, newCustomer({ salesUserId: sam.id, ...body }))
  if (answer.status !== 201) throw new Error(`create failed: ${JSON.stringify(answer.body)}`)
  return answer.body.customer
}

const count = async () => {
  seesAllOf(admin.client, sam.client, priya.client)
  return (await admin.client.get<List>('/api/customers?limit=1')).body.totalCount
}

describe('creating a customer', () => {
  it('an admin must choose the owner, and nothing is made without one', async () => {
    const before = await count()
    const body = newCustomer()
    const refused = await create(admin.client, body)
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe('Please select a Sales Rep for this customer.')
    expect(refused.body.issues?.length).toBeGreaterThan(0)
    expect(await count()).toBe(before)
    expect((await new TestClient(stack.url).login(body.email, DEFAULT_PASSWORD)).body).toMatchObject({
      code: 'USER_NOT_FOUND',
    })
  })

  it('an admin creates it for a rep, answering the same customer GET shows', async () => {
    const answer = await create(admin.client, newCustomer({ salesUserId: priya.id }))
    expect(answer.status).toBe(201)
    const customer = answer.body.customer
    expect(customer).toMatchObject({
      firstName: 'Tess',
      phone: '3125550142',
      salesUserId: priya.id,
      SalesUser: { id: priya.id, firstName: 'Priya' },
    })
    expect(customer.products.map((p) => [p.productId, p.price])).toEqual([
      ['MEA-BEEF-RIB', 12.5],
      ['DRY-BUT-UNS', 3.75],
    ])
    expect(customer.products[0]).toMatchObject({
      name: 'Beef ribeye',
      unitType: 'weight',
      defaultPrice: 13.75,
    })
    const read = await admin.client.get<Customer>(`/api/customers/${customer.id}`)
    expect(read.status).toBe(200)
    expect(read.body).toEqual(customer)
    // The answer is the one the API docs promise.
    expect(customerAnswer.safeParse(read.body).error).toBeUndefined()
  })

  it('an admin may own it itself ("Me"), but not give it to a customer or another role', async () => {
    const mine = await create(admin.client, newCustomer({ salesUserId: admin.id }))
    expect(mine.status).toBe(201)
    expect(mine.body.customer.salesUserId).toBe(admin.id)
    const refused = await create(admin.client, newCustomer({ salesUserId: blueDoor.id }))
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('INVALID_SALES_REP')
  })

  it('a sales rep owns what it creates; an owner it sends is ignored', async () => {
    const answer = await create(sam.client, newCustomer({ salesUserId: priya.id }))
    expect(answer.status).toBe(201)
    expect(answer.body.customer.salesUserId).toBe(sam.id)
  })

  it('the new login signs in with the default password and must change it', async () => {
    const customer = await created(admin.client)
    const login = await new TestClient(stack.url).login(customer.email, DEFAULT_PASSWORD)
    expect(login.status).toBe(200)
    expect(login.body.user).toMatchObject({ id: customer.id, role: 'customer', passwordChanged: false })
  })

  it.each([
    ['an email in use', { email: 'ORDERS@bluedoorbistro.test' }, 409, 'EMAIL_TAKEN'],
    ['an account number in use (any case)', { accountNumber: ' bd-1001 ' }, 409, 'ACCOUNT_NUMBER_TAKEN'],
    [
      'a product listed twice',
      {
        products: [
          { productId: 'DRY-BUT-UNS', price: 1 },
          { productId: 'DRY-BUT-UNS', price: 2 },
        ],
      },
      409,
      'DUPLICATE_PRODUCT_LINE',
    ],
    [
      'a product that does not exist',
      { products: [{ productId: 'NOPE-1', price: 1 }] },
      400,
      'PRODUCT_NOT_FOUND',
    ],
  ])('refuses %s and makes nothing', async (_case, overrides, status, code) => {
    const before = await count()
    const body = newCustomer({ salesUserId: sam.id, ...overrides })
    const answer = await create(admin.client, body)
    expect(answer.status).toBe(status)
    expect(answer.body.code).toBe(code)
    expect(await count()).toBe(before)
    if (code !== 'EMAIL_TAKEN') {
      expect((await new TestClient(stack.url).login(body.email, DEFAULT_PASSWORD)).body).toMatchObject({
        code: 'USER_NOT_FOUND',
      })
    }
  })

  it.each([
    [{ phone: '12345' }, 'Enter a valid 10-digit phone number.'],
    [{ firstName: ' ' }, 'Please enter your first name.'],
    [{ lastName: undefined }, 'Please enter your last name.'],
    [{ email: 'nope@x' }, 'Please enter a valid email.'],
    [{ businessName: '' }, 'Please enter the business name.'],
    [{ products: [{ productId: 'DRY-BUT-UNS', price: -1 }] }, 'Price must be 0 or more.'],
    [
      { products: [{ productId: 'DRY-BUT-UNS', price: 1.234 }] },
      'Price can have at most two decimals (step 0.01).',
    ],
    [{ products: 'all' }, 'Products must be a list, each line with a product and a price.'],
    [{ salesUserId: 'x' }, 'Please select a Sales Rep for this customer.'],
  ])('refuses bad input %j with the message and issues', async (overrides, message) => {
    const before = await count()
    const answer = await create(admin.client, newCustomer({ salesUserId: sam.id, ...overrides }))
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe(message)
    expect(answer.body.issues?.length).toBeGreaterThan(0)
    expect(await count()).toBe(before)
  })

  it('refuses a body that is not JSON, and the roles that may not create', async () => {
    expect((await admin.client.request('POST', '/api/customers', '{nope')).status).toBe(400)
    expect((await blueDoor.client.request('POST', '/api/customers', newCustomer())).status).toBe(403)
    expect((await new TestClient(stack.url).request('POST', '/api/customers', newCustomer())).status).toBe(
      401,
    )
  })
})

describe('editing a customer', () => {
  it('saves details, contact and product lines (added, changed, removed)', async () => {
    const customer = await created(sam.client)
    const answer = await sam.client.request<{ customer: Customer }>('PUT', `/api/customers/${customer.id}`, {
      ...newCustomer(),
      businessName: 'Renamed Kitchen',
      accountNumber: customer.accountNumber.toLowerCase(),
      email: `renamed${counter}@testkitchen.test`,
      products: [
        { productId: 'MEA-BEEF-RIB', price: 11.99 },
        { productId: 'PRD-HRB-BAS', price: 0 },
      ],
      version: customer.version,
    })
    expect(answer.status).toBe(200)
    const read = (await sam.client.get<Customer>(`/api/customers/${customer.id}`)).body
    expect(read).toEqual(answer.body.customer)
    expect(read).toMatchObject({
      businessName: 'Renamed Kitchen',
      accountNumber: customer.accountNumber.toLowerCase(),
      email: `renamed${counter}@testkitchen.test`,
    })
    expect(read.products.map((p) => [p.productId, p.price])).toEqual([
      ['MEA-BEEF-RIB', 11.99],
      ['PRD-HRB-BAS', 0],
    ])
    expect(read.version).toBeGreaterThan(customer.version)
    // The login moved to the new address; the old one is free.
    expect((await new TestClient(stack.url).login(read.email, DEFAULT_PASSWORD)).status).toBe(200)
    expect((await new TestClient(stack.url).login(customer.email, DEFAULT_PASSWORD)).body).toMatchObject({
      code: 'USER_NOT_FOUND',
    })
  })

  it('refuses a stale version with 409 STALE and changes nothing', async () => {
    const customer = await created(admin.client)
    const first = await admin.client.request('PUT', `/api/customers/${customer.id}`, {
      businessName: 'First Save',
      version: customer.version,
    })
    expect(first.status).toBe(200)
    const stale = await admin.client.request<Failure>('PUT', `/api/customers/${customer.id}`, {
      businessName: 'Second Save',
      phone: '3125550999',
      products: [],
      version: customer.version,
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({
      code: 'STALE',
      error: 'This customer was changed by someone else. Reload to see the latest.',
    })
    const read = (await admin.client.get<Customer>(`/api/customers/${customer.id}`)).body
    expect(read).toMatchObject({ businessName: 'First Save', phone: customer.phone })
    expect(read.products).toHaveLength(2)
  })

  it('two concurrent edits without a version both stand', async () => {
    const customer = await created(admin.client)
    const [a, b] = await Promise.all([
      admin.client.request('PUT', `/api/customers/${customer.id}`, { businessName: 'Concurrent A' }),
      sam.client.request('PUT', `/api/customers/${customer.id}`, {
        products: [
          ...customer.products.map((p) => ({ productId: p.productId, price: p.price })),
          { productId: 'PRD-LEM', price: 1 },
        ],
      }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    seesAllOf(admin.client, sam.client)
    const read = (await admin.client.get<Customer>(`/api/customers/${customer.id}`)).body
    expect(read.businessName).toBe('Concurrent A')
    expect(read.products.map((p) => p.productId)).toContain('PRD-LEM')
  })

  it('two concurrent edits with the same version: one saves, the other is told', async () => {
    const customer = await created(admin.client)
    const answers = await Promise.all(
      ['One', 'Two'].map((name) =>
        admin.client.request<Failure>('PUT', `/api/customers/${customer.id}`, {
          businessName: `Version ${name}`,
          version: customer.version,
        }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const read = (await admin.client.get<Customer>(`/api/customers/${customer.id}`)).body
    expect(['Version One', 'Version Two']).toContain(read.businessName)
  })

  it('an admin moves the owner through the form; a sales rep cannot', async () => {
    const customer = await created(sam.client)
    const bySam = await sam.client.request<{ customer: Customer }>('PUT', `/api/customers/${customer.id}`, {
      salesUserId: priya.id,
    })
    expect(bySam.body.customer.salesUserId).toBe(sam.id)
    const byAdmin = await admin.client.request<{ customer: Customer }>(
      'PUT',
      `/api/customers/${customer.id}`,
      {
        salesUserId: priya.id,
      },
    )
    expect(byAdmin.body.customer.salesUserId).toBe(priya.id)
  })

  it('refuses an empty save and bad values, changing nothing', async () => {
    const customer = await created(admin.client)
    for (const body of [
      {},
      { version: customer.version },
      { phone: '555' },
      { products: [{ productId: '' }] },
    ]) {
      const answer = await admin.client.request<Failure>('PUT', `/api/customers/${customer.id}`, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.issues?.length).toBeGreaterThan(0)
    }
    expect((await admin.client.get<Customer>(`/api/customers/${customer.id}`)).body).toEqual(customer)
  })

  it('refuses an account number or email another customer holds, changing nothing', async () => {
    const customer = await created(admin.client)
    for (const [field, value, code] of [
      ['accountNumber', 'GL-1003', 'ACCOUNT_NUMBER_TAKEN'],
      ['email', 'buyer@greenleafmarket.test', 'EMAIL_TAKEN'],
    ] as const) {
      const answer = await admin.client.request<Failure>('PUT', `/api/customers/${customer.id}`, {
        businessName: 'Should Not Stick',
        [field]: value,
      })
      expect(answer.status).toBe(409)
      expect(answer.body.code).toBe(code)
    }
    const read = (await admin.client.get<Customer>(`/api/customers/${customer.id}`)).body
    expect(read).toMatchObject({ businessName: customer.businessName, version: customer.version })
  })
})

describe('transferring a customer', () => {
  it('refuses the current owner and a non-sales target, then moves it', async () => {
    const customer = await created(sam.client)
    const path = `/api/customers/${customer.id}/transfer`
    const same = await sam.client.request<Failure>('PUT', path, { newSalesUserId: sam.id })
    expect(same.status).toBe(400)
    expect(same.body.code).toBe('SAME_OWNER')
    const notSales = await sam.client.request<Failure>('PUT', path, { newSalesUserId: admin.id })
    expect(notSales.status).toBe(400)
    expect(notSales.body.code).toBe('INVALID_SALES_REP')
    expect((await sam.client.request('PUT', path, {})).status).toBe(400)
    expect((await sam.client.get<Customer>(`/api/customers/${customer.id}`)).body.salesUserId).toBe(sam.id)

    const moved = await sam.client.request('PUT', path, { newSalesUserId: priya.id })
    expect(moved.status).toBe(200)
    expect(moved.body).toEqual({
      message: `Transferred ${customer.businessName} to Priya Nair.`,
      customerId: customer.id,
      salesUserId: priya.id,
    })
    seesAllOf(priya.client, sam.client)
    expect((await sam.client.get(`/api/customers/${customer.id}`)).status).toBe(404)
    expect((await priya.client.get<Customer>(`/api/customers/${customer.id}`)).body.salesUserId).toBe(
      priya.id,
    )
  })
})

describe('deleting a customer', () => {
  it('removes its login, sessions, orders and detail; its email and number are free again', async () => {
    const customer = await created(sam.client)
    // A new account must change the given password before it may order.
    const own = await signInFirstTime(stack.url, customer.email, 'Fresh#Kitchen2026')
    const order = await own.request<{ id: number }>('POST', '/api/orders', {
      items: [{ productId: 'DRY-BUT-UNS', quantity: 2, quantityType: 'pack' }],
    })
    expect(order.status).toBe(201)
    // The rep's screen learns of the order as a browser would: with a token at least as new.
    seesAllOf(sam.client, own)
    expect((await sam.client.get(`/api/orders/${order.body.id}`)).status).toBe(200)

    expect((await priya.client.request('DELETE', `/api/customers/${customer.id}`)).status).toBe(404)
    const deleted = await sam.client.request('DELETE', `/api/customers/${customer.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toMatchObject({ message: 'Customer deleted.' })

    expect((await new TestClient(stack.url).login(customer.email, DEFAULT_PASSWORD)).body).toMatchObject({
      code: 'USER_NOT_FOUND',
    })
    // The customer's open tab reads after the delete, as a browser would learn of it.
    seesAllOf(own, sam.client)
    expect((await own.get('/api/account/me')).body).toMatchObject({ code: 'ACCOUNT_DELETED' })
    const orders = await sam.client.get<{ rows: { id: number }[] }>('/api/orders?limit=100')
    expect(orders.body.rows.map((r) => r.id)).not.toContain(order.body.id)
    expect((await sam.client.get(`/api/orders/${order.body.id}`)).status).toBe(404)
    expect((await sam.client.get(`/api/customers/${customer.id}`)).status).toBe(404)
    expect((await sam.client.request('DELETE', `/api/customers/${customer.id}`)).status).toBe(404)

    const again = await create(
      sam.client,
      newCustomer({ email: customer.email, accountNumber: customer.accountNumber }),
    )
    expect(again.status).toBe(201)
  })
})

describe('resetting a customer password', () => {
  it('the old password stops working; the new login must change it; sessions end', async () => {
    const customer = await created(sam.client)
    const own = await signInFirstTime(stack.url, customer.email, 'Chosen#Pass42')

    const path = `/api/account/${customer.id}/reset-password`
    expect((await priya.client.request('PUT', path)).status).toBe(404)
    expect((await blueDoor.client.request('PUT', path)).status).toBe(403)
    expect((await new TestClient(stack.url).login(customer.email, 'Chosen#Pass42')).status).toBe(200)

    const reset = await sam.client.request('PUT', path)
    expect(reset.status).toBe(200)
    expect(reset.body).toMatchObject({ message: `Password for ${customer.businessName} reset.` })
    expect((await new TestClient(stack.url).login(customer.email, 'Chosen#Pass42')).body).toMatchObject({
      code: 'INVALID_PASSWORD',
    })
    const fresh = await new TestClient(stack.url).login(customer.email, DEFAULT_PASSWORD)
    expect(fresh.body.user).toMatchObject({ passwordChanged: false })
    seesAllOf(own, sam.client)
    expect((await own.get('/api/account/me')).body).toMatchObject({ code: 'AUTH_EXPIRED' })
  })
})

describe('favourites', () => {
  const path = (customerId: number, productId: string) =>
    `/api/customers/${customerId}/favorites/${productId}`
  const favoriteOf = async (productId: string) =>
    (
      await blueDoor.client.get<{ products: { id: string; favorite: boolean }[] }>(
        `/api/customers/${blueDoor.id}/products`,
      )
    ).body.products.find((p) => p.id === productId)?.favorite

  it('on and off, each idempotent, shown on the products list', async () => {
    for (let i = 0; i < 2; i++) {
      const on = await blueDoor.client.request('PUT', path(blueDoor.id, 'MEA-BEEF-RIB'))
      expect(on.status).toBe(200)
      expect(on.body).toEqual({ productId: 'MEA-BEEF-RIB', favorite: true })
      expect(await favoriteOf('MEA-BEEF-RIB')).toBe(true)
    }
    for (let i = 0; i < 2; i++) {
      const off = await blueDoor.client.request('DELETE', path(blueDoor.id, 'MEA-BEEF-RIB'))
      expect(off.status).toBe(200)
      expect(off.body).toEqual({ productId: 'MEA-BEEF-RIB', favorite: false })
      expect(await favoriteOf('MEA-BEEF-RIB')).toBe(false)
    }
  })

  it('not for staff, not for another customer, only products on its own list', async () => {
    expect((await sam.client.request('PUT', path(blueDoor.id, 'MEA-BEEF-RIB'))).status).toBe(403)
    expect((await greenleaf.client.request('PUT', path(blueDoor.id, 'MEA-BEEF-RIB'))).status).toBe(404)
    expect((await blueDoor.client.request('PUT', path(blueDoor.id, 'NOPE-1'))).status).toBe(404)
    expect((await blueDoor.client.request('PUT', path(blueDoor.id, 'constructor'))).status).toBe(404)
    expect((await blueDoor.client.request('PUT', path(0, 'MEA-BEEF-RIB'))).status).toBe(400)
    expect(await favoriteOf('MEA-BEEF-RIB')).toBe(false)
  })
})

describe('the customers list', () => {
  it('sorts by business name by default, with contact fields and the rep', async () => {
    const answer = await admin.client.get<List>('/api/customers?limit=100')
    expect(answer.status).toBe(200)
    const names = answer.body.customers.map((c) => c.businessName)
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    expect(answer.body.totalCount).toBe(answer.body.customers.length)
    expect(answer.body.customers.find((c) => c.businessName === 'Blue Door Bistro')).toMatchObject({
      id: blueDoor.id,
      accountNumber: 'BD-1001',
      firstName: 'Maya',
      lastName: 'Chen',
      email: 'orders@bluedoorbistro.test',
      salesUserId: sam.id,
      SalesUser: { id: sam.id, firstName: 'Sam', lastName: 'Reyes' },
    })
  })

  it('pages from 1, caps the limit, sorts by any listed field both ways', async () => {
    const all = (await admin.client.get<List>('/api/customers?limit=100')).body
    const page2 = (await admin.client.get<List>('/api/customers?page=2&limit=2')).body
    expect(page2.customers.map((c) => c.id)).toEqual(all.customers.slice(2, 4).map((c) => c.id))
    expect(page2.totalCount).toBe(all.totalCount)
    expect((await admin.client.get<List>('/api/customers?limit=5000')).status).toBe(200)
    const byNumber = (
      await admin.client.get<List>('/api/customers?sortBy=accountNumber&order=DESC&limit=100')
    ).body
    const numbers = byNumber.customers.map((c) => c.accountNumber.toLowerCase())
    expect(numbers).toEqual([...numbers].sort().reverse())
    for (const sortBy of ['firstName', 'lastName', 'email', 'salesRep', 'createdAt']) {
      expect((await admin.client.get(`/api/customers?sortBy=${sortBy}`)).status).toBe(200)
    }
  })

  it('searches every word over business name, account number, names and email', async () => {
    const search = async (q: string) =>
      (await admin.client.get<List>(`/api/customers?search=${encodeURIComponent(q)}`)).body.customers.map(
        (c) => c.businessName,
      )
    expect(await search('blue door')).toEqual(['Blue Door Bistro'])
    expect(await search('gl-1003')).toEqual(['Greenleaf Market'])
    expect(await search('hannah')).toEqual(['Greenleaf Market'])
    expect(await search('chef@harbor')).toEqual(['Harbor Fish House'])
    expect(await search('blue greenleaf')).toEqual([])
  })

  it('filters by rep for an admin; a sales rep sees only its own whatever it asks', async () => {
    const forPriya = (await admin.client.get<List>(`/api/customers?salesUserId=${priya.id}&limit=100`)).body
    expect(forPriya.customers.every((c) => c.salesUserId === priya.id)).toBe(true)
    expect(forPriya.customers.map((c) => c.businessName)).toContain('Greenleaf Market')
    const samAsks = (await sam.client.get<List>(`/api/customers?salesUserId=${priya.id}&limit=100`)).body
    expect(samAsks.customers.length).toBeGreaterThan(0)
    expect(samAsks.customers.every((c) => c.salesUserId === sam.id)).toBe(true)
  })

  it('refuses bad query values, customers and no session', async () => {
    for (const query of ['sortBy=password', 'order=up', 'page=0', 'limit=abc', 'salesUserId=-1']) {
      const answer = await admin.client.get<Failure>(`/api/customers?${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.body.issues?.length, query).toBeGreaterThan(0)
    }
    expect((await blueDoor.client.get('/api/customers')).status).toBe(403)
    expect((await new TestClient(stack.url).get('/api/customers')).status).toBe(401)
  })
})

describe('one customer', () => {
  it('another rep gets 404, like a missing customer; a bad id is refused', async () => {
    expect((await priya.client.get(`/api/customers/${blueDoor.id}`)).status).toBe(404)
    expect((await sam.client.get(`/api/customers/${blueDoor.id}`)).status).toBe(200)
    expect((await admin.client.get('/api/customers/999999')).status).toBe(404)
    expect((await admin.client.get('/api/customers/99999999999')).status).toBe(400)
    expect((await admin.client.get('/api/customers/abc')).status).toBe(400)
    expect((await blueDoor.client.get(`/api/customers/${blueDoor.id}`)).status).toBe(200)
    expect((await greenleaf.client.get(`/api/customers/${blueDoor.id}`)).status).toBe(404)
  })

  it('?include=orders adds its orders, newest first', async () => {
    const answer = await sam.client.get<Customer & { orders: { createdAt: string; customerId: number }[] }>(
      `/api/customers/${blueDoor.id}?include=orders`,
    )
    expect(answer.status).toBe(200)
    expect(answer.body.orders.length).toBeGreaterThan(0)
    expect(answer.body.orders.every((o) => o.customerId === blueDoor.id)).toBe(true)
    const times = answer.body.orders.map((o) => o.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    expect((await sam.client.get(`/api/customers/${blueDoor.id}?include=everything`)).status).toBe(400)
  })

  it("another rep's writes answer 404 and change nothing", async () => {
    const before = (await admin.client.get<Customer>(`/api/customers/${blueDoor.id}`)).body
    const id = blueDoor.id
    for (const [method, path, body] of [
      ['PUT', `/api/customers/${id}`, { businessName: 'Taken Over' }],
      ['PUT', `/api/customers/${id}/transfer`, { newSalesUserId: priya.id }],
      ['PUT', `/api/account/${id}/reset-password`, undefined],
      ['DELETE', `/api/customers/${id}`, undefined],
    ] as const) {
      expect((await priya.client.request(method, path, body)).status, `${method} ${path}`).toBe(404)
      expect((await blueDoor.client.request(method, path, body)).status, `${method} ${path}`).toBe(403)
      expect((await new TestClient(stack.url).request(method, path, body)).status).toBe(401)
    }
    expect((await admin.client.get<Customer>(`/api/customers/${blueDoor.id}`)).body).toEqual(before)
    expect((await blueDoor.client.get('/api/account/me')).status).toBe(200)
  })
})

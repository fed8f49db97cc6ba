import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInFirstTime } from './testing/accounts.ts'
import { type Answer, demo, signedIn, startTestStack, TestClient, type TestStack } from './testing/stack.ts'

const DEFAULT_PASSWORD = 'Welcome#2026'

interface UserView {
  id: number
  role: string
  passwordChanged: boolean
  firstName: string
  lastName: string
  email: string
  phone: string
}
interface Listed extends Omit<UserView, 'passwordChanged'> {
  passwordChanged: boolean
  createdAt: string
  customerCount?: number
}
interface Contact {
  id: number
  firstName: string
  lastName: string
  email: string
  phone: string
}

let stack: TestStack
let admin: TestClient
let sam: { client: TestClient; id: number }
let priya: { client: TestClient; id: number }
let adminId: number

beforeAll(async () => {
  stack = await startTestStack()
  const signedInAdmin = await signedIn(stack.url, 'admin')
  admin = signedInAdmin.client
  adminId = signedInAdmin.id
  sam = await signedIn(stack.url, 'sam')
  priya = await signedIn(stack.url, 'priya')
})
afterAll(() => stack?.stop())

const newRep = (n: number) => ({
  firstName: `Rep${n}`,
  lastName: 'Tester',
  email: `rep${n}@provender.test`,
  phone: `(312) 555-03${String(n).padStart(2, '0')}`,
  role: 'sales',
})

async function createRep(n: number): Promise<UserView> {
  const answer = await admin.request<{ user: UserView }>('POST', '/api/users', newRep(n))
  expect(answer.status).toBe(201)
  return answer.body.user
}

/** Event data of one type in one stream, straight from the log. */
async function eventsOf(streamId: string, type: string): Promise<Record<string, unknown>[]> {
  const rows = await stack.running.database
    .knex('event_log')
    .where({ stream_id: streamId, type })
    .orderBy('stream_revision')
    .select<{ data: Record<string, unknown> }[]>('data')
  return rows.map((r) => r.data)
}

async function ownerOf(customerId: number): Promise<number> {
  const row = await stack.running.database
    .knex('rm_customers')
    .where({ id: customerId })
    .first<{ sales_user_id: number }>('sales_user_id')
  return row.sales_user_id
}

async function customerIdsOf(salesUserId: number): Promise<number[]> {
  const rows = await stack.running.database
    .knex('rm_customers')
    .where({ sales_user_id: salesUserId })
    .orderBy('id')
    .select<{ id: number }[]>('id')
  return rows.map((r) => r.id)
}

describe('permissions', () => {
  it('every sales-user command is for admins only: 403 for sales, customers; 401 without a session', async () => {
    const blueDoor = (await signedIn(stack.url, 'blueDoor')).client
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/users', newRep(90)],
      ['PUT', `/api/users/${priya.id}`, newRep(91)],
      ['POST', `/api/account/${priya.id}/reset-password`],
      ['DELETE', `/api/users/${priya.id}?reassignSalesUserId=${sam.id}`],
    ]
    for (const [method, path, body] of calls) {
      for (const client of [sam.client, priya.client, blueDoor]) {
        expect((await client.request(method, path, body)).status, `${method} ${path}`).toBe(403)
      }
      const anonymous = await new TestClient(stack.url).request(method, path, body)
      expect(anonymous.status).toBe(401)
      expect(anonymous.body).toMatchObject({ code: 'AUTH_REQUIRED' })
    }
    // Nothing changed: priya still signs in with her password and owns her customers.
    expect((await new TestClient(stack.url).login(...demo.priya)).status).toBe(200)
    expect(await customerIdsOf(priya.id)).toHaveLength(3)
  })

  it('the users list is for admins and auditors; customers and reps are refused', async () => {
    const blueDoor = (await signedIn(stack.url, 'blueDoor')).client
    expect((await sam.client.get('/api/users')).status).toBe(403)
    expect((await blueDoor.get('/api/users')).status).toBe(403)
    expect((await new TestClient(stack.url).get('/api/users')).status).toBe(401)
    expect((await blueDoor.get('/api/users/sales')).status).toBe(403)
    expect((await blueDoor.get('/api/users/sales/others')).status).toBe(403)
  })

  it('GET /api/users/:id: admins see anyone, a rep only itself, a customer nobody', async () => {
    const blueDoor = await signedIn(stack.url, 'blueDoor')
    const priyaSeen = await admin.get(`/api/users/${priya.id}`)
    expect(priyaSeen).toMatchObject({
      status: 200,
      body: {
        id: priya.id,
        firstName: 'Priya',
        lastName: 'Nair',
        email: 'priya.nair@provender.test',
        phone: '3125550102',
        role: 'sales',
      },
    })
    expect(Object.keys(priyaSeen.body).sort()).toEqual(
      ['email', 'firstName', 'id', 'lastName', 'phone', 'role'].sort(),
    )
    expect((await admin.get(`/api/users/${blueDoor.id}`)).body).toMatchObject({ role: 'customer' })
    expect((await sam.client.get(`/api/users/${sam.id}`)).body).toMatchObject({
      id: sam.id,
      firstName: 'Sam',
    })
    expect(await sam.client.get(`/api/users/${priya.id}`)).toMatchObject({
      status: 404,
      body: { error: 'User not found.' },
    })
    expect((await blueDoor.client.get(`/api/users/${blueDoor.id}`)).status).toBe(403)
    expect(await admin.get('/api/users/99999')).toMatchObject({
      status: 404,
      body: { error: 'User not found.' },
    })
    const bad = await admin.get('/api/users/abc')
    expect(bad.status).toBe(400)
    expect(bad.body).toHaveProperty('issues')
  })
})

describe('the users list', () => {
  type List = Answer<{ users: Listed[]; totalCount: number }>
  const list = (query: string) => admin.get(`/api/users${query}`) as Promise<List>

  it('lists every account, sorted by first name ascending, 10 a page, with the documented fields', async () => {
    const answer = await list('')
    expect(answer.status).toBe(200)
    // Admin, two reps, six customers and the demo's auditor.
    expect(answer.body.totalCount).toBe(10)
    const names = answer.body.users.map((u) => u.firstName)
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    const samRow = answer.body.users.find((u) => u.id === sam.id)!
    expect(samRow).toEqual({
      id: sam.id,
      firstName: 'Sam',
      lastName: 'Reyes',
      email: 'sam.reyes@provender.test',
      phone: '3125550101',
      role: 'sales',
      passwordChanged: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      customerCount: 3,
    })
    const adminRow = answer.body.users.find((u) => u.role === 'admin')!
    expect(adminRow).not.toHaveProperty('customerCount')
  })

  it('filters by role and counts each rep’s customers', async () => {
    const answer = await list('?role=sales')
    expect(answer.body.totalCount).toBe(2)
    expect(answer.body.users.map((u) => [u.firstName, u.customerCount])).toEqual([
      ['Priya', 3],
      ['Sam', 3],
    ])
    expect((await list('?role=customer')).body.totalCount).toBe(6)
    expect((await list('?role=auditor')).body.totalCount).toBe(1)
  })

  it('searches within a role: the Users screen’s Auditors tab', async () => {
    expect((await list('?role=auditor&search=byrne')).body.users.map((u) => u.email)).toEqual([
      'audit@provender.test',
    ])
    expect((await list('?role=auditor&search=reyes')).body.totalCount).toBe(0)
    expect((await list('?role=sales&search=audit')).body.totalCount).toBe(0)
  })

  it('pages from 1 and sorts by any documented field, either way', async () => {
    const first = await list('?role=customer&limit=4&page=1')
    const second = await list('?role=customer&limit=4&page=2')
    expect(first.body.users).toHaveLength(4)
    expect(second.body.users).toHaveLength(2)
    expect(first.body.totalCount).toBe(6)
    const all = [...first.body.users, ...second.body.users].map((u) => u.firstName)
    expect(all).toEqual(['Dana', 'Hannah', 'Luis', 'Marco', 'Maya', 'Omar'])

    const byLast = (await list('?role=customer&sortBy=lastName&order=desc')).body.users.map((u) => u.lastName)
    expect(byLast).toEqual(['Price', 'Ortega', 'Haddad', 'Chen', 'Bellini', 'Berg'].sort().reverse())
    const byEmail = (await list('?sortBy=email&order=ASC&limit=100')).body.users.map((u) => u.email)
    expect(byEmail).toEqual([...byEmail].sort())
    const byRole = (await list('?sortBy=role&limit=100')).body.users.map((u) => u.role)
    expect(byRole).toEqual([...byRole].sort())
    expect((await list('?sortBy=createdAt&order=desc')).status).toBe(200)
  })

  it('searches names and email, every typed word', async () => {
    expect((await list('?search=priya')).body.users.map((u) => u.firstName)).toEqual(['Priya'])
    expect((await list('?search=REYES')).body.users.map((u) => u.firstName)).toEqual(['Sam'])
    expect((await list('?search=provender.test')).body.totalCount).toBe(4)
    expect((await list('?search=sam%20reyes')).body.totalCount).toBe(1)
    expect((await list('?search=sam%20nair')).body.totalCount).toBe(0)
    expect((await list('?search=%25')).body.totalCount).toBe(0)
  })

  it('caps the page size at 100 and refuses unknown values with issues', async () => {
    expect((await list('?limit=5000')).status).toBe(200)
    for (const query of ['?role=boss', '?sortBy=password', '?order=up', '?page=0', '?limit=x', '?page=1.5']) {
      const answer = await list(query)
      expect(answer.status, query).toBe(400)
      expect(answer.body, query).toHaveProperty('issues')
    }
  })

  it('the owner pickers list every rep by first name; others leaves out the caller', async () => {
    const pick = await sam.client.get<{ users: Contact[] }>('/api/users/sales')
    expect(pick.status).toBe(200)
    expect(pick.body.users).toEqual([
      {
        id: priya.id,
        firstName: 'Priya',
        lastName: 'Nair',
        email: 'priya.nair@provender.test',
        phone: '3125550102',
      },
      {
        id: sam.id,
        firstName: 'Sam',
        lastName: 'Reyes',
        email: 'sam.reyes@provender.test',
        phone: '3125550101',
      },
    ])
    const others = await sam.client.get<{ users: Contact[] }>('/api/users/sales/others')
    expect(others.body.users.map((u) => u.id)).toEqual([priya.id])
    const adminOthers = await admin.get<{ users: Contact[] }>('/api/users/sales/others')
    expect(adminOthers.body.users.map((u) => u.id)).toEqual([priya.id, sam.id])
  })
})

describe('creating a sales user', () => {
  it('creates the rep with the default password, to be changed at first sign-in', async () => {
    const answer = await admin.request<{ user: UserView }>('POST', '/api/users', newRep(1))
    expect(answer.status).toBe(201)
    expect(answer.body.user).toEqual({
      id: expect.any(Number),
      role: 'sales',
      passwordChanged: false,
      firstName: 'Rep1',
      lastName: 'Tester',
      email: 'rep1@provender.test',
      phone: '3125550301',
    })
    const rep = new TestClient(stack.url)
    const login = await rep.login('rep1@provender.test', DEFAULT_PASSWORD)
    expect(login.status).toBe(200)
    expect(login.body.user).toMatchObject({ passwordChanged: false, role: 'sales' })
    const changed = await rep.request('POST', '/api/account/password', {
      oldPassword: DEFAULT_PASSWORD,
      newPassword: 'Fresh#Start2026',
    })
    expect(changed.status).toBe(200)
    // The read side knows it at once (read your writes).
    const listed = await admin.get<{ users: Listed[] }>('/api/users?search=rep1')
    expect(listed.body.users).toMatchObject([{ email: 'rep1@provender.test', customerCount: 0 }])
  })

  it('refuses any role but sales (or auditor, see history.int.test.ts), bad fields with the spec messages, and a taken email', async () => {
    for (const role of ['admin', 'customer', undefined]) {
      const answer = await admin.request('POST', '/api/users', { ...newRep(2), role })
      expect(answer.status, String(role)).toBe(400)
      expect(answer.body).toHaveProperty('issues')
    }
    const bad = await admin.request('POST', '/api/users', {
      role: 'sales',
      firstName: ' ',
      lastName: '',
      email: 'nope',
      phone: '123',
    })
    expect(bad.status).toBe(400)
    expect((bad.body as { issues: string[] }).issues).toEqual([
      'firstName: Please enter your first name.',
      'lastName: Please enter your last name.',
      'email: Please enter a valid email.',
      'phone: Enter a valid 10-digit phone number.',
    ])
    const taken = await admin.request('POST', '/api/users', {
      ...newRep(2),
      email: ' SAM.Reyes@provender.test',
    })
    expect(taken).toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN' } })
    expect((await admin.request('POST', '/api/users', '{"firstName":')).status).toBe(400)
    expect((await admin.request('POST', '/api/users', [])).status).toBe(400)
    expect((await admin.get<{ totalCount: number }>('/api/users?search=rep2')).body.totalCount).toBe(0)
  })
})

describe('updating a sales user', () => {
  it('changes the details and moves the login to the new email', async () => {
    const rep = await createRep(3)
    const answer = await admin.request<{ user: UserView }>('PUT', `/api/users/${rep.id}`, {
      firstName: 'Renamed',
      lastName: 'Rep',
      email: 'Renamed.Rep@Provender.test ',
      phone: '1-312-555-0399',
    })
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({
      id: rep.id,
      firstName: 'Renamed',
      lastName: 'Rep',
      email: 'renamed.rep@provender.test',
      phone: '3125550399',
      role: 'sales',
    })
    expect(
      (await new TestClient(stack.url).login('renamed.rep@provender.test', DEFAULT_PASSWORD)).status,
    ).toBe(200)
    expect(await new TestClient(stack.url).login('rep3@provender.test', DEFAULT_PASSWORD)).toMatchObject({
      status: 401,
      body: { code: 'USER_NOT_FOUND' },
    })
    expect((await admin.get(`/api/users/${rep.id}`)).body).toMatchObject({ firstName: 'Renamed' })
    // The old address is free again.
    expect((await admin.request('POST', '/api/users', newRep(3))).status).toBe(201)
  })

  it('refuses a taken email, bad fields and accounts that are not sales users', async () => {
    const rep = await createRep(4)
    const profile = { firstName: 'A', lastName: 'B', email: 'priya.nair@provender.test', phone: '3125550400' }
    expect(await admin.request('PUT', `/api/users/${rep.id}`, profile)).toMatchObject({
      status: 409,
      body: { code: 'EMAIL_TAKEN' },
    })
    expect((await admin.request('PUT', `/api/users/${rep.id}`, { ...profile, email: 'x' })).status).toBe(400)
    const mine = { ...profile, email: 'elsewhere@provender.test' }
    expect((await admin.request('PUT', `/api/users/${adminId}`, mine)).status).toBe(404)
    const blueDoor = await signedIn(stack.url, 'blueDoor')
    expect((await admin.request('PUT', `/api/users/${blueDoor.id}`, mine)).status).toBe(404)
    expect((await admin.request('PUT', '/api/users/99999', mine)).status).toBe(404)
    expect((await admin.request('PUT', '/api/users/-1', mine)).status).toBe(400)
    // A refused edit holds no address: it can still be used.
    expect((await admin.request('PUT', `/api/users/${rep.id}`, mine)).status).toBe(200)
  })
})

describe('resetting a sales user password', () => {
  it('restores the default password, ends the rep’s sessions and requires a change', async () => {
    const rep = await createRep(5)
    const client = await signInFirstTime(stack.url, rep.email, 'Own#Secret2026')
    expect((await client.get('/api/account/me')).status).toBe(200)

    const answer = await admin.request('POST', `/api/account/${rep.id}/reset-password`)
    expect(answer).toMatchObject({
      status: 200,
      body: { message: 'Sales user password reset to default. They must change it on next login.' },
    })
    // The read side ends it as soon as it has projected the reset (the admin's token says when).
    client.consistencyToken = admin.consistencyToken
    expect((await client.get('/api/account/me')).body).toMatchObject({ code: 'AUTH_EXPIRED' })
    expect(
      (await client.request('PUT', '/api/settings/order-window/mine', { alwaysOpen: true })).body,
    ).toMatchObject({ code: 'AUTH_EXPIRED' })
    expect(await new TestClient(stack.url).login(rep.email, 'Own#Secret2026')).toMatchObject({
      status: 401,
      body: { code: 'INVALID_PASSWORD' },
    })
    const again = await new TestClient(stack.url).login(rep.email, DEFAULT_PASSWORD)
    expect(again.body.user).toMatchObject({ passwordChanged: false })
  })

  it('resets only sales users', async () => {
    const blueDoor = await signedIn(stack.url, 'blueDoor')
    expect((await admin.request('POST', `/api/account/${blueDoor.id}/reset-password`)).status).toBe(404)
    expect((await admin.request('POST', `/api/account/${adminId}/reset-password`)).status).toBe(404)
    expect((await admin.request('POST', '/api/account/99999/reset-password')).status).toBe(404)
    expect((await admin.request('POST', '/api/account/x/reset-password')).status).toBe(400)
    expect((await new TestClient(stack.url).login(...demo.blueDoor)).status).toBe(200)
  })
})

describe('deleting a sales user', () => {
  it('refuses a missing, invalid or same reassign target and changes nothing', async () => {
    const rep = await createRep(6)
    const cases: [string, number, string][] = [
      ['', 400, 'Choose a sales rep to take over the customers.'],
      ['?reassignSalesUserId=', 400, 'Choose a sales rep to take over the customers.'],
      ['?reassignSalesUserId=abc', 400, 'Choose a sales rep to take over the customers.'],
      [`?reassignSalesUserId=${priya.id}`, 400, 'Choose a sales rep other than the one being deleted.'],
      [`?reassignSalesUserId=${adminId}`, 400, 'Choose an existing sales rep to take over the customers.'],
      ['?reassignSalesUserId=99999', 400, 'Choose an existing sales rep to take over the customers.'],
    ]
    for (const [query, status, error] of cases) {
      const answer = await admin.request('DELETE', `/api/users/${priya.id}${query}`)
      expect(answer.status, query).toBe(status)
      expect(answer.body, query).toMatchObject({ error })
    }
    // A deleted rep cannot take over either.
    expect((await admin.request('DELETE', `/api/users/${rep.id}?reassignSalesUserId=${sam.id}`)).status).toBe(
      200,
    )
    expect(
      await admin.request('DELETE', `/api/users/${priya.id}?reassignSalesUserId=${rep.id}`),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_REASSIGN_TARGET' } })
    // Only sales users are deleted here: not the admin itself, not a customer, nobody missing.
    const blueDoor = await signedIn(stack.url, 'blueDoor')
    for (const id of [adminId, blueDoor.id, 99999, rep.id]) {
      expect((await admin.request('DELETE', `/api/users/${id}?reassignSalesUserId=${sam.id}`)).status).toBe(
        404,
      )
    }
    expect((await priya.client.get('/api/account/me')).status).toBe(200)
    expect(await customerIdsOf(priya.id)).toHaveLength(3)
    expect(await eventsOf(`user-${priya.id}`, 'UserDeleted')).toEqual([])
  })

  it('transfers every customer to the chosen rep, each as its own event, then deletes the rep', async () => {
    const priyasCustomers = await customerIdsOf(priya.id)
    expect(priyasCustomers).toHaveLength(3)
    const samOrdersBefore = (await sam.client.get<{ count: number }>('/api/orders?limit=100')).body.count

    const answer = await admin.request('DELETE', `/api/users/${priya.id}?reassignSalesUserId=${sam.id}`)
    expect(answer).toMatchObject({
      status: 200,
      body: { message: 'Sales user deleted and customers reassigned.', reassigned: 3 },
    })

    for (const customerId of priyasCustomers) {
      expect(await ownerOf(customerId)).toBe(sam.id)
      expect(await eventsOf(`customer-${customerId}`, 'CustomerTransferred')).toEqual([
        { customerId, fromSalesUserId: priya.id, toSalesUserId: sam.id, reason: 'owner-deleted' },
      ])
    }
    expect(await eventsOf(`user-${priya.id}`, 'UserDeleted')).toEqual([
      { userId: priya.id, role: 'sales', reassignedTo: sam.id },
    ])

    // Priya's customers' orders are now Sam's to see.
    const samOrders = await sam.client.get<{ count: number; rows: { customerId: number }[] }>(
      '/api/orders?limit=100',
    )
    expect(samOrders.body.count).toBeGreaterThan(samOrdersBefore)
    expect(samOrders.body.rows.some((o) => priyasCustomers.includes(o.customerId))).toBe(true)

    // Her open session ends with ACCOUNT_DELETED, on both services; her login is gone.
    priya.client.consistencyToken = admin.consistencyToken
    expect((await priya.client.get('/api/account/me')).body).toMatchObject({ code: 'ACCOUNT_DELETED' })
    expect(
      (await priya.client.request('PUT', '/api/settings/order-window/mine', { alwaysOpen: true })).body,
    ).toMatchObject({ code: 'ACCOUNT_DELETED' })
    expect(await new TestClient(stack.url).login(...demo.priya)).toMatchObject({
      status: 401,
      body: { code: 'USER_NOT_FOUND' },
    })

    // The lists follow: Sam now counts six customers; Priya is no longer a rep.
    const reps = await admin.get<{ users: Listed[] }>('/api/users?role=sales&search=sam')
    expect(reps.body.users).toMatchObject([{ id: sam.id, customerCount: 6 }])
    const pickers = await admin.get<{ users: Contact[] }>('/api/users/sales')
    expect(pickers.body.users.map((u) => u.id)).not.toContain(priya.id)
    expect((await admin.get(`/api/users/${priya.id}`)).status).toBe(404)

    // Deleting again finds nobody.
    expect(
      (await admin.request('DELETE', `/api/users/${priya.id}?reassignSalesUserId=${sam.id}`)).status,
    ).toBe(404)
  })
})

describe('without a DEFAULT_PASSWORD', () => {
  let bare: TestStack

  beforeAll(async () => {
    bare = await startTestStack({
      DEMO_DATA: 'false',
      ADMIN_EMAIL: 'root@provender.test',
      ADMIN_PASSWORD: 'Root#Admin2026',
    })
  })
  afterAll(() => bare?.stop())

  it('refuses to create or reset with 503 and creates nothing', async () => {
    const root = new TestClient(bare.url)
    expect((await root.login('root@provender.test', 'Root#Admin2026')).status).toBe(200)
    const created = await root.request('POST', '/api/users', newRep(7))
    expect(created).toMatchObject({ status: 503, body: { code: 'DEFAULT_PASSWORD_UNSET' } })
    expect(String((created.body as { error: string }).error)).toMatch(/DEFAULT_PASSWORD/)
    expect(await new TestClient(bare.url).login('rep7@provender.test', 'anything')).toMatchObject({
      status: 401,
      body: { code: 'USER_NOT_FOUND' },
    })
    expect((await root.get<{ totalCount: number }>('/api/users')).body.totalCount).toBe(1)
    expect(await root.request('POST', '/api/account/1/reset-password')).toMatchObject({
      status: 503,
      body: { code: 'DEFAULT_PASSWORD_UNSET' },
    })
    // A customer is an account too: refused the same way, and nothing is left behind.
    const customer = await root.request('POST', '/api/customers', {
      businessName: 'Night Owl Cafe',
      accountNumber: 'NO-2001',
      firstName: 'Ivy',
      lastName: 'Park',
      email: 'ivy@nightowl.test',
      phone: '3125550777',
      products: [],
      salesUserId: 1,
    })
    expect(customer).toMatchObject({ status: 503, body: { code: 'DEFAULT_PASSWORD_UNSET' } })
    expect((await root.get<{ totalCount: number }>('/api/customers')).body.totalCount).toBe(0)
    expect((await new TestClient(bare.url).login('ivy@nightowl.test', 'anything')).body).toMatchObject({
      code: 'USER_NOT_FOUND',
    })
  })
})

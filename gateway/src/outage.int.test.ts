import type { Database } from '@provender/server-kit'
import { testDatabaseKind } from '@provender/server-kit/testing'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedBehindSocket, readOnlySwitch } from './testing/databaseFaults.ts'
import { signInAll, startTestStack, type TestClient, type TestStack } from './testing/stack.ts'

// While the database is down or read-only a write answers 503 with Retry-After, never 500,
// and leaves nothing behind; once the database is back the same writes succeed.

const ORDER = { items: [{ productId: 'MEA-BEEF-RIB', quantity: 2, quantityType: 'weight' }] }
const newCustomer = (n: number, salesUserId: number) => ({
  salesUserId,
  businessName: `Outage Kitchen ${n}`,
  accountNumber: `OK-${n}`,
  firstName: 'Otto',
  lastName: 'Outage',
  email: `outage${n}@kitchen.test`,
  phone: '(312) 555-0199',
  products: [{ productId: 'MEA-BEEF-RIB', price: 12.5 }],
})

const eventCount = async (knex: Knex) =>
  Number((await knex('event_log').count<{ count: string }[]>({ count: '*' }))[0]!.count)

function expectOutage(answer: { status: number; body: unknown; headers: Headers }) {
  expect(answer.status).toBe(503)
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(answer.body).toMatchObject({
    code: 'DATABASE_UNAVAILABLE',
    error: expect.stringMatching(/database/),
  })
}

let stack: TestStack
let admin: TestClient
let blueDoor: TestClient
let sam: number

/** Starts Provender (on `database` where given) and signs in the customer and the staff these tests use. */
async function startSignedIn(database?: Database): Promise<void> {
  stack = await startTestStack({}, database)
  const signed = await signInAll(stack.url, 'admin', 'blueDoor', 'sam')
  admin = signed.admin.client
  blueDoor = signed.blueDoor.client
  sam = signed.sam.id
}

describe.runIf(testDatabaseKind() === 'postgres')('while the database is read-only', () => {
  let readOnly: ReturnType<typeof readOnlySwitch>
  beforeAll(async () => {
    await startSignedIn()
    readOnly = readOnlySwitch(stack.running.database.url)
  })
  afterAll(async () => {
    await readOnly?.close()
    await stack?.stop()
  })
  const setReadOnly = (on: boolean) => readOnly.set(on)

  it('answers writes with 503 and Retry-After, stores nothing, and takes them again after', async () => {
    const before = await eventCount(stack.running.database.knex)
    await setReadOnly(true)
    // The first request after the cut may meet a dead pooled connection: that is an outage too.
    expectOutage(await blueDoor.request('POST', '/api/orders', ORDER, { 'Idempotency-Key': 'outage-1' }))
    expectOutage(await blueDoor.request('POST', '/api/orders', ORDER, { 'Idempotency-Key': 'outage-1' }))
    expectOutage(await admin.request('POST', '/api/customers', newCustomer(1, sam)))
    // Reads still work on a read-only database.
    expect((await admin.get('/api/customers')).status).toBe(200)
    expect(await eventCount(stack.running.database.knex)).toBe(before)

    await setReadOnly(false)
    // Each pooled connection the switch back cut (the notifier's and the projections' too) may
    // still fail one request, as a 503 that stored nothing: sent again until one is fresh.
    const untilTaken = async (send: () => Promise<{ status: number }>) => {
      let answer = await send()
      for (let tries = 1; answer.status === 503 && tries < 10; tries++) answer = await send()
      return answer.status
    }
    expect(
      await untilTaken(() =>
        blueDoor.request('POST', '/api/orders', ORDER, { 'Idempotency-Key': 'outage-1' }),
      ),
    ).toBe(201)
    expect(await untilTaken(() => admin.request('POST', '/api/customers', newCustomer(1, sam)))).toBe(201)
  })
})

describe.runIf(testDatabaseKind() === 'pglite')('while the database is down', () => {
  let faults: Awaited<ReturnType<typeof embeddedBehindSocket>>
  let database: Database

  beforeAll(async () => {
    faults = await embeddedBehindSocket()
    database = faults.database
    await startSignedIn(database)
    // Seeding the demo data through a one-connection socket is slow on a busy machine.
  }, 180_000)
  afterAll(async () => {
    await stack?.stop()
    await faults?.close()
  })

  it('answers 503 with Retry-After to writes and reads, and heals when the database is back', async () => {
    const before = await eventCount(database.knex)
    await faults.goAway()
    expectOutage(await blueDoor.request('POST', '/api/orders', ORDER, { 'Idempotency-Key': 'down-1' }))
    expectOutage(await blueDoor.request('POST', '/api/orders', ORDER, { 'Idempotency-Key': 'down-1' }))
    expectOutage(await admin.request('POST', '/api/customers', newCustomer(2, sam)))
    expectOutage(await admin.get('/api/orders'))

    await faults.comeBack()
    expect(await eventCount(database.knex)).toBe(before)
    expect(
      (await blueDoor.request('POST', '/api/orders', ORDER, { 'Idempotency-Key': 'down-1' })).status,
    ).toBe(201)
    expect((await admin.request('POST', '/api/customers', newCustomer(2, sam))).status).toBe(201)
  })
})

import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import { createLogger, useLogger } from '@provender/server-kit'
import { testDatabaseKind } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedBehindSocket, readOnlySwitch } from './testing/databaseFaults.ts'
import { demo, signedIn, startTestStack, TestClient, type TestStack } from './testing/stack.ts'

// Metrics, health probes, request ids and logs of a whole stack, over real HTTP.

const ORDER = { items: [{ productId: 'MEA-BEEF-RIB', quantity: 2, quantityType: 'weight' }] }

/** The value of one sample of the exposition (labels given in the order they are printed). */
function sample(text: string, name: string, labels = ''): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `))
  return line ? Number(line.split(' ').at(-1)) : null
}

async function get(url: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(url)
  return { status: response.status, text: await response.text(), headers: response.headers }
}

/** Asks /health/ready until it answers `status` (a probe every 100 ms, at most `ms`). */
async function readyAnswers(url: string, status: number, ms = 15_000): Promise<number> {
  const deadline = Date.now() + ms
  for (;;) {
    const answer = await get(`${url}/health/ready`)
    if (answer.status === status || Date.now() > deadline) return answer.status
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('metrics, health and request ids of a running stack', () => {
  let stack: TestStack
  const lines: string[] = []
  let restoreLogger: () => void
  beforeAll(async () => {
    // Every line any part writes, at the most detailed level, for the secrets check below.
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    restoreLogger = useLogger(createLogger({ level: 'trace', destination: capture }))
    stack = await startTestStack()
  }, 180_000)
  afterAll(async () => {
    await stack?.stop()
    restoreLogger?.()
  })

  it('answers /health/live and /health/ready with a small body and nothing else', async () => {
    const live = await get(`${stack.url}/health/live`)
    expect(live.status).toBe(200)
    expect(JSON.parse(live.text)).toEqual({ status: 'ok' })
    const ready = await get(`${stack.url}/health/ready`)
    expect(ready.status).toBe(200)
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready' })
    expect(ready.headers.get('cache-control')).toBe('no-store')
  })

  it('counts requests by route template, appends, group sizes and login failures', async () => {
    const blueDoor = await signedIn(stack.url, 'blueDoor')
    const wrong = await new TestClient(stack.url).login(demo.blueDoor[0], 'not-the-password')
    expect(wrong.status).toBe(401)
    const before = (await get(`${stack.url}/metrics`)).text
    const placed = await blueDoor.client.request('POST', '/api/orders', ORDER)
    expect(placed.status).toBe(201)
    expect((await blueDoor.client.get(`/api/orders/${placed.body.id}`)).status).toBe(200)

    const metrics = await get(`${stack.url}/metrics`)
    expect(metrics.status).toBe(200)
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/)
    const { text } = metrics
    const placedOrders = 'service="command",method="POST",route="/api/orders",status="201"'
    expect(sample(text, 'http_requests_total', placedOrders)).toBe(
      (sample(before, 'http_requests_total', placedOrders) ?? 0) + 1,
    )
    // The route is the router's template, never the id in the URL.
    expect(text).toContain('route="/api/orders/:id"')
    expect(text).not.toContain(`/api/orders/${placed.body.id}"`)
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",service="gateway"')
    expect(
      sample(text, 'provender_login_failures_total', 'reason="INVALID_PASSWORD"'),
    ).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'provender_event_store_appends_total')).toBeGreaterThan(
      sample(before, 'provender_event_store_appends_total') ?? 0,
    )
    expect(text).toContain('provender_event_store_group_commit_size_count')
    expect(text).toMatch(/provender_db_pool_connections\{pool="primary",state="max"\} \d+/)
    expect(text).toContain('provender_projection_checkpoint_age_seconds{projection="orders"}')
    // Caught up, the lag is none: polled, since the notifier appends the order's mail after it.
    await expect
      .poll(async () =>
        sample(
          (await get(`${stack.url}/metrics`)).text,
          'provender_projection_lag_events',
          'projection="orders"',
        ),
      )
      .toBe(0)
  })

  it('shows a lagging projection in the lag gauges', async () => {
    const blueDoor = await signedIn(stack.url, 'blueDoor')
    await stack.running.projections.hold()
    try {
      expect((await blueDoor.client.request('POST', '/api/orders', ORDER)).status).toBe(201)
      const text = (await get(`${stack.url}/metrics`)).text
      expect(sample(text, 'provender_projection_lag_events', 'projection="orders"')).toBeGreaterThan(0)
      expect(sample(text, 'provender_projection_lag_seconds', 'projection="orders"')).toBeGreaterThanOrEqual(
        0,
      )
    } finally {
      stack.running.projections.release()
    }
  })

  it('stores the X-Request-Id of an order as its events’ correlationId, and answers it back', async () => {
    const blueDoor = await signedIn(stack.url, 'blueDoor')
    const requestId = randomUUID()
    const placed = await blueDoor.client.request('POST', '/api/orders', ORDER, { 'X-Request-Id': requestId })
    expect(placed.status).toBe(201)
    expect(placed.headers.get('x-request-id')).toBe(requestId)
    const stored = await stack.running.database
      .knex('event_log')
      .whereRaw("metadata->>'correlationId' = ?", [requestId])
      .select('type')
    expect(stored.map((e) => e.type)).toContain('OrderPlaced')
    expect(lines.some((l) => l.includes(requestId) && l.includes('"route":"/api/orders"'))).toBe(true)
  })

  it('makes its own id when the given one is not a UUID, keeping that only as a capped field', async () => {
    const blueDoor = await signedIn(stack.url, 'blueDoor')
    const given = `not-a-uuid\n"injected":${'x'.repeat(200)}`
    const answer = await blueDoor.client.request('GET', '/api/products', undefined, {
      'X-Request-Id': given.replace('\n', ' '),
    })
    const made = answer.headers.get('x-request-id')!
    expect(made).toMatch(/^[0-9a-f-]{36}$/)
    const line = lines.find((l) => l.includes(made) && l.includes('givenRequestId'))!
    expect(JSON.parse(line).givenRequestId).toMatch(/^not-a-uuidinjected:x{1,60}$/)
  })

  it('writes no password, session cookie or credential header in any log line', async () => {
    const users = await Promise.all(
      (['admin', 'sam', 'blueDoor', 'auditor'] as const).map((w) => signedIn(stack.url, w)),
    )
    const blueDoor = users[2]!
    expect((await blueDoor.client.request('POST', '/api/orders', ORDER)).status).toBe(201)
    await blueDoor.client.request('POST', '/api/auth/login', {
      email: demo.sam[0],
      password: 'Wrong#Guess2026',
    })
    const text = lines.join('')
    expect(text).toContain('"route":"/api/auth/login"')
    for (const [, password] of Object.values(demo)) expect(text).not.toContain(password)
    expect(text).not.toContain('Wrong#Guess2026')
    for (const user of users) expect(text).not.toContain(user.client.cookie!.split('=')[1]!)
    expect(text).not.toMatch(/"(cookie|authorization|set-cookie)"\s*:/i)
  })
})

describe.runIf(testDatabaseKind() === 'postgres')('readiness while the database is read-only', () => {
  let stack: TestStack
  let readOnly: ReturnType<typeof readOnlySwitch>
  beforeAll(async () => {
    stack = await startTestStack()
    readOnly = readOnlySwitch(stack.running.database.url)
  })
  afterAll(async () => {
    await readOnly?.close()
    await stack?.stop()
  })

  it('answers 503 not ready while it is, ready again after, and stays live throughout', async () => {
    await readOnly.set(true)
    expect(await readyAnswers(stack.url, 503)).toBe(503)
    const answer = await get(`${stack.url}/health/ready`)
    expect(JSON.parse(answer.text)).toEqual({ status: 'not ready' })
    expect((await get(`${stack.url}/health/live`)).status).toBe(200)
    await readOnly.set(false)
    expect(await readyAnswers(stack.url, 200)).toBe(200)
  })
})

describe.runIf(testDatabaseKind() === 'pglite')('readiness while the database is away', () => {
  let stack: TestStack
  let embedded: Awaited<ReturnType<typeof embeddedBehindSocket>>
  beforeAll(async () => {
    embedded = await embeddedBehindSocket()
    stack = await startTestStack({}, embedded.database)
  })
  afterAll(async () => {
    await stack?.stop()
    await embedded?.close()
  })

  it('answers 503 while it is away, ready again once it is back', async () => {
    await embedded.goAway()
    expect(await readyAnswers(stack.url, 503)).toBe(503)
    expect((await get(`${stack.url}/health/live`)).status).toBe(200)
    await embedded.comeBack()
    expect(await readyAnswers(stack.url, 200)).toBe(200)
  })
})

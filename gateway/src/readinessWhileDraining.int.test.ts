import { get, request } from 'node:http'
import type { Database } from '@provender/server-kit'
import { createTestDatabase, testDatabaseKind } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningProcess, startProcess } from './testing/processes.ts'
import { startTestStack } from './testing/stack.ts'

// Readiness as a load balancer sees it, on real processes sharing one database of the
// PostgreSQL server: a service says 'draining' from the moment SIGTERM arrives while it still
// answers what is in flight, and a gateway is ready only while the services behind it are.

const SECRET = 'test-secret-test-secret-test-secret-0123456789'
const START_TIMEOUT_MS = 120_000
const TEST_TIMEOUT_MS = 180_000
const entries = {
  command: ['gateway/src/commandServiceMain.ts', 'COMMAND_PORT'],
  query: ['query-service/src/main.ts', 'QUERY_PORT'],
} as const
type Service = keyof typeof entries

/** One probe on a connection of its own, as a load balancer sends it (no pooled one cut by a stop). */
function probe(
  url: string,
  path: '/health/live' | '/health/ready',
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    get(`${url}${path}`, { agent: false, timeout: 5000 }, (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
    }).on('error', reject)
  })
}

/** Probes until the answer has `status`, at most `timeoutMs`; the last answer either way. */
async function probeUntil(url: string, status: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const answer = await probe(url, '/health/ready').catch((error: Error) => ({
      status: 0,
      body: error.message,
    }))
    if (answer.status === status || Date.now() > until) return answer
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** A request held in flight: its headers are sent, its body not yet, so the handler waits. */
function heldRequest(url: string): { release(): void; status: Promise<number | string> } {
  const body = JSON.stringify({ email: 'nobody@example.test', password: 'not the password' })
  const req = request(`${url}/api/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(body.length),
      'X-Requested-With': 'test',
    },
  })
  const status = new Promise<number | string>((resolve) => {
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', (error) => resolve(error.message))
  })
  req.write(body.slice(0, 5))
  req.flushHeaders()
  return { release: () => req.end(body.slice(5)), status }
}

describe.runIf(testDatabaseKind() === 'postgres')('readiness of separate processes', () => {
  let database: Database
  const services: Partial<Record<Service, RunningProcess>> = {}
  const startService = (name: Service, port = '0') =>
    startProcess(
      entries[name][0],
      {
        DATABASE_URL: database.url!,
        SESSION_SECRET: SECRET,
        [entries[name][1]]: port,
        SHUTDOWN_GRACE_SECONDS: '10',
      },
      /listening on (http:\/\/\S+)/,
      START_TIMEOUT_MS,
    )

  beforeAll(async () => {
    database = await createTestDatabase()
    const [command, query] = await Promise.all([startService('command'), startService('query')])
    Object.assign(services, { command, query })
  }, START_TIMEOUT_MS)

  afterAll(async () => {
    await Promise.all(Object.values(services).map((s) => s.stop()))
    await database?.close()
  }, 60_000)

  it(
    'makes the gateway not ready while its command service is down, and ready once it is back',
    async () => {
      const stack = await startTestStack(
        {
          DEMO_DATA: 'false',
          DATABASE_URL: database.url!,
          COMMAND_SERVICE_URL: services.command!.url,
          QUERY_SERVICE_URL: services.query!.url,
        },
        database,
      )
      let stopped: Promise<void> | undefined
      try {
        expect(await probeUntil(stack.url, 200, 20_000)).toEqual({ status: 200, body: { status: 'ready' } })
        const old = services.command!
        await old.stop()
        expect(await probeUntil(stack.url, 503, 10_000)).toEqual({
          status: 503,
          body: { status: 'not ready' },
        })
        expect(await probe(stack.url, '/health/live')).toEqual({ status: 200, body: { status: 'ok' } })
        services.command = await startService('command', new URL(old.url).port)
        expect(await probeUntil(stack.url, 200, 20_000)).toEqual({ status: 200, body: { status: 'ready' } })

        // The gateway's own stop: draining while a sign-in it forwards is held in flight.
        const held = heldRequest(stack.url)
        await new Promise((resolve) => setTimeout(resolve, 300))
        stopped = stack.running.stop()
        expect(await probe(stack.url, '/health/ready')).toEqual({ status: 503, body: { status: 'draining' } })
        expect(await probe(stack.url, '/health/live')).toEqual({ status: 200, body: { status: 'ok' } })
        held.release()
        expect(await held.status).toBe(401)
      } finally {
        // The database is shared with the services: stop the gateway alone.
        await (stopped ?? stack.running.stop())
      }
    },
    TEST_TIMEOUT_MS,
  )

  // The command service reads a body, so a request can be held in flight at it; the query
  // service has no such route (its drain is the same code: server-kit/src/http/serve.ts).
  it.each(['command'] as const)(
    'the %s service answers /health/ready 503 draining from SIGTERM on, while live and its work in flight are answered',
    async (name) => {
      const service = services[name]!
      expect(await probeUntil(service.url, 200, 20_000)).toEqual({ status: 200, body: { status: 'ready' } })
      const held = heldRequest(service.url)
      await new Promise((resolve) => setTimeout(resolve, 300))
      const exited = new Promise<number | null>((resolve) => service.child.once('exit', resolve))
      service.child.kill('SIGTERM')

      expect(await probeUntil(service.url, 503, 5000)).toEqual({ status: 503, body: { status: 'draining' } })
      expect(await probe(service.url, '/health/live')).toEqual({ status: 200, body: { status: 'ok' } })
      held.release()
      // The held sign-in is answered (wrong password, so 401), not cut off.
      expect(await held.status).toBe(401)
      expect(await exited, service.output()).toBe(0)
      delete services[name]
    },
    TEST_TIMEOUT_MS,
  )
})

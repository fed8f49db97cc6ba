import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '@provender/server-kit'
import { testDatabaseKind } from '@provender/server-kit/testing'
import type { Knex } from 'knex'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from './testing/stack.ts'

// SIGTERM on a real process: every request in flight gets a real answer, every order
// acknowledged is stored, none that was not, and the process exits within its grace.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const SECRET = 'test-secret-test-secret-test-secret-0123456789'
const GRACE_SECONDS = 10
// Starting a process (and seeding the demo data) takes long on a busy two-core machine.
const START_TIMEOUT_MS = 150_000
const TEST_TIMEOUT_MS = 240_000
const ORDER = JSON.stringify({ items: [{ productId: 'MEA-BEEF-RIB', quantity: 2, quantityType: 'weight' }] })

interface Spawned {
  child: ChildProcess
  url: string
  /** Exit code and milliseconds from SIGTERM to exit. */
  stop(): Promise<{ code: number | null | 'hung'; ms: number }>
}

const spawned: ChildProcess[] = []
afterEach(() => {
  for (const child of spawned.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

async function spawnProcess(entry: string, env: Record<string, string>, ready: RegExp): Promise<Spawned> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', SESSION_SECRET: SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  spawned.push(child)
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), START_TIMEOUT_MS)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = ready.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    void exited.then((code) => reject(new Error(`${entry} exited (${code}) before it started:\n${output}`)))
  })
  return {
    child,
    url,
    async stop() {
      const signalled = Date.now()
      child.kill('SIGTERM')
      // Past twice the grace it counts as hung (and afterEach kills it).
      const code = await Promise.race([
        exited,
        new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 2 * GRACE_SECONDS * 1000)),
      ])
      return { code, ms: Date.now() - signalled }
    },
  }
}

type Outcome = { status: number; body: Record<string, unknown> } | { error: string }

/**
 * A request whose body is sent in two halves: between them it is certainly in flight at the
 * server (headers received, the handler waiting for the rest).
 */
function splitRequest(
  agent: Agent,
  url: string,
  path: string,
  body: string,
  headers: Record<string, string>,
): { finish(): void; outcome: Promise<Outcome> } {
  const req = request(`${url}${path}`, {
    method: 'POST',
    agent,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      'X-Requested-With': 'test',
      ...headers,
    },
  })
  const outcome = new Promise<Outcome>((resolve) => {
    req.on('response', (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }))
      res.on('error', (error) => resolve({ error: error.message }))
    })
    req.on('error', (error) => resolve({ error: error.message }))
  })
  const half = Math.floor(body.length / 2)
  req.write(body.slice(0, half))
  req.flushHeaders()
  return {
    finish: () => req.end(body.slice(half)),
    outcome,
  }
}

/** ORDER placed with this session cookie and Idempotency-Key, sent in two halves. */
function orderInFlight(agent: Agent, url: string, cookie: string, key: string) {
  return splitRequest(agent, url, '/api/orders', ORDER, { Cookie: cookie, 'Idempotency-Key': key })
}

/**
 * SIGTERM while `requests` are half sent (a second after they started), then their second
 * halves: what each was answered, and the process's exit, still to come.
 */
async function stopWhileInFlight(target: Spawned, requests: ReturnType<typeof splitRequest>[]) {
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const stopped = target.stop()
  await new Promise((resolve) => setTimeout(resolve, 200))
  for (const r of requests) r.finish()
  return { stopped, outcomes: await Promise.all(requests.map((r) => r.outcome)) }
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'test' },
    body: JSON.stringify({ email, password }),
  })
  expect(answer.status).toBe(200)
  return answer.headers.get('set-cookie')!.split(';')[0]!
}

async function storedOrderIds(knex: Knex): Promise<number[]> {
  const rows = await knex('event_log')
    .where({ type: 'OrderPlaced' })
    .select<{ id: number }[]>(knex.raw("(data->>'orderId')::int as id"))
  return rows.map((r) => r.id).sort((a, b) => a - b)
}

const placedIds = (outcomes: Outcome[]) =>
  outcomes
    .filter((o): o is { status: number; body: Record<string, unknown> } => 'status' in o && o.status === 201)
    .map((o) => o.body.id as number)

describe.runIf(testDatabaseKind() === 'postgres')('a command service run as its own process', () => {
  let stack: TestStack | undefined
  afterEach(async () => {
    await stack?.stop()
    stack = undefined
  }, TEST_TIMEOUT_MS)

  it(
    'answers every order in flight on SIGTERM, stores exactly those acknowledged, and exits in time',
    async () => {
      // The gateway seeds the demo data into a fresh database; the service shares its log.
      stack = await startTestStack()
      const { knex, url: databaseUrl } = stack.running.database
      const before = await storedOrderIds(knex)
      const service = await spawnProcess(
        'gateway/src/commandServiceMain.ts',
        {
          DATABASE_URL: databaseUrl,
          COMMAND_PORT: '0',
          SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
        },
        /listening on (http:\/\/\S+)/,
      )
      const cookie = await signIn(service.url, 'orders@bluedoorbistro.test', 'Demo#Order2026')

      const agent = new Agent({ keepAlive: true })
      // An idle keep-alive connection must not hold the process open.
      const warm = await fetch(`${service.url}/api/nothing-here`)
      expect(warm.status).toBe(404)
      const inFlight = Array.from({ length: 10 }, (_, i) =>
        orderInFlight(agent, service.url, cookie, `drain-${i}`),
      )
      const { stopped, outcomes } = await stopWhileInFlight(service, inFlight)
      const { code, ms } = await stopped
      agent.destroy()

      expect(outcomes.map((o) => ('status' in o ? o.status : o.error))).toEqual(Array(10).fill(201))
      const acknowledged = placedIds(outcomes)
      expect((await storedOrderIds(knex)).filter((id) => !before.includes(id))).toEqual(
        [...acknowledged].sort((a, b) => a - b),
      )
      expect(code).toBe(0)
      expect(ms).toBeLessThan(GRACE_SECONDS * 1000)
    },
    TEST_TIMEOUT_MS,
  )
})

describe.runIf(testDatabaseKind() === 'pglite')('the one-process start', () => {
  it(
    'stops taking orders on SIGTERM, answers those in flight, and exits though clients keep sending',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'provender-shutdown-'))
      const gateway = await spawnProcess(
        'gateway/src/main.ts',
        { PORT: '0', DATA_DIR: dataDir, DEMO_DATA: 'true', SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) },
        /running at (http:\/\/\S+)/,
      )
      const cookie = await signIn(gateway.url, 'orders@bluedoorbistro.test', 'Demo#Order2026')
      const agent = new Agent({ keepAlive: true, maxSockets: 2 })

      // Two keep-alive clients that place one order after another until the server lets go.
      const outcomes: Outcome[] = []
      let sent = 0
      const client = async () => {
        for (;;) {
          const r = orderInFlight(agent, gateway.url, cookie, `busy-${sent++}`)
          r.finish()
          const outcome = await r.outcome
          outcomes.push(outcome)
          if (!('status' in outcome) || outcome.status !== 201) return
        }
      }
      const clients = Array.from({ length: 2 }, client)
      const held = Array.from({ length: 4 }, (_, i) =>
        orderInFlight(new Agent({ keepAlive: true }), gateway.url, cookie, `held-${i}`),
      )
      const { stopped, outcomes: heldOutcomes } = await stopWhileInFlight(gateway, held)
      await Promise.all(clients)
      const { code, ms } = await stopped
      agent.destroy()

      // The held requests were in flight at the signal: each is answered and stored.
      expect(heldOutcomes.map((o) => ('status' in o ? o.status : o.error))).toEqual(Array(4).fill(201))
      // The busy clients: answered until the server closed, then refused or told to retry.
      for (const o of outcomes) {
        if ('status' in o) expect([201, 503]).toContain(o.status)
        else expect(o.error).toMatch(/ECONNREFUSED|ECONNRESET|socket hang up/)
      }
      expect(code).toBe(0)
      expect(ms).toBeLessThan(GRACE_SECONDS * 1000)

      const database = await openDatabase({ dataDir: join(dataDir, 'pglite') })
      try {
        const stored = await storedOrderIds(database.knex)
        const acknowledged = placedIds([...outcomes, ...heldOutcomes])
        // Every acknowledged order is stored, and no unacknowledged one (demo orders aside).
        expect(acknowledged.every((id) => stored.includes(id))).toBe(true)
        const demoOrders = stored.filter((id) => id < Math.min(...acknowledged))
        expect(stored.length - demoOrders.length).toBe(acknowledged.length)
      } finally {
        await database.close()
      }
    },
    TEST_TIMEOUT_MS,
  )
})

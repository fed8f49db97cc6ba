import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Database, parseSettings } from '@provender/server-kit'
import { createTestDatabase } from '@provender/server-kit/testing'
import { afterAll, beforeAll } from 'vitest'
import { type RunningProvender, startProvender } from '../provender.ts'

export interface TestStack {
  url: string
  running: RunningProvender
  /** The time both services see: the real time until a test sets it. */
  clock: TestClock
  stop(): Promise<void>
}

/** A clock a test can stop at a moment of its choosing, and let run again. */
export class TestClock {
  private fixed: Date | null = null
  readonly now = (): Date => (this.fixed ? new Date(this.fixed) : new Date())
  setTo(moment: Date | string): void {
    this.fixed = new Date(moment)
  }
  reset(): void {
    this.fixed = null
  }
}

/**
 * The whole of Provender with demo data, on a fresh database (PGlite or the server, per TEST_DB)
 * or on the one given; `stop` closes the database either way.
 */
export async function startTestStack(env: Record<string, string> = {}, given?: Database): Promise<TestStack> {
  const database = given ?? (await createTestDatabase())
  const settings = parseSettings({
    PORT: '0',
    DEMO_DATA: 'true',
    // The tests' fixtures keep orders unscheduled, as the spec has them; a test sets days itself.
    DEMO_DELIVERY: 'false',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'provender-test-')),
    TIME_ZONE: 'America/Chicago',
    ...env,
  })
  const clock = new TestClock()
  const running = await startProvender(settings, { database, clock: clock.now })
  return {
    url: running.url,
    running,
    clock,
    async stop() {
      await running.stop()
      await database.close()
    },
  }
}

export interface Answer<T = unknown> {
  status: number
  body: T
  headers: Headers
}

export interface Download {
  status: number
  type: string
  disposition: string
  bytes: Buffer
}

/**
 * An HTTP client that behaves like the browser's: it keeps the session cookie, sends
 * X-Requested-With, and remembers the highest Consistency-Token to send on reads.
 */
export class TestClient {
  cookie: string | null = null
  consistencyToken: string | null = null

  /** Empty until the stack it talks to has started (see `testStackWith`). */
  constructor(public baseUrl = '') {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        'X-Requested-With': 'test',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...(this.consistencyToken ? { 'Consistency-Token': this.consistencyToken } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const setCookie = response.headers.get('set-cookie')
    if (setCookie) {
      const pair = setCookie.split(';')[0]!
      this.cookie = pair.endsWith('=') ? null : pair
    }
    const token = response.headers.get('consistency-token')
    if (token) this.consistencyToken = token
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers }
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.request<T>('GET', path)
  }

  /** A file as the browser downloads it: the bytes kept whole, with its type and disposition. */
  async download(path: string): Promise<Download> {
    const response = await fetch(this.baseUrl + path, {
      headers: {
        'X-Requested-With': 'test',
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...(this.consistencyToken ? { 'Consistency-Token': this.consistencyToken } : {}),
      },
    })
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      disposition: response.headers.get('content-disposition') ?? '',
      bytes: Buffer.from(await response.arrayBuffer()),
    }
  }

  async login(email: string, password: string): Promise<Answer<{ user: { id: number; role: string } }>> {
    return this.request('POST', '/api/auth/login', { email, password })
  }
}

export const demo = {
  admin: ['admin@provender.test', 'Demo#Admin2026'],
  sam: ['sam.reyes@provender.test', 'Demo#Sales2026'],
  priya: ['priya.nair@provender.test', 'Demo#Sales2026'],
  blueDoor: ['orders@bluedoorbistro.test', 'Demo#Order2026'],
  greenleaf: ['buyer@greenleafmarket.test', 'Demo#Order2026'],
  harbor: ['chef@harborfishhouse.test', 'Demo#Order2026'],
  cornerDeli: ['new@cornerdeli.test', 'Welcome#2026'],
  auditor: ['audit@provender.test', 'Demo#Audit2026'],
} as const satisfies Record<string, readonly [string, string]>

export type DemoUser = keyof typeof demo

/** The admin, both reps and a customer of each (Blue Door is Sam's, Greenleaf Priya's). */
export const STAFF_AND_CUSTOMERS = ['admin', 'sam', 'priya', 'blueDoor', 'greenleaf'] as const

export interface SignedIn {
  client: TestClient
  id: number
}

export async function signedIn(url: string, who: DemoUser): Promise<SignedIn> {
  const user = { client: new TestClient(url), id: 0 }
  await signIn(user, who)
  return user
}

/** Signs `who` in on this user's client, and notes its id. */
async function signIn(user: SignedIn, who: DemoUser): Promise<void> {
  const [email, password] = demo[who]
  const answer = await user.client.login(email, password)
  if (answer.status !== 200) throw new Error(`${who} could not sign in: ${JSON.stringify(answer.body)}`)
  user.id = answer.body.user.id
}

/** Each of these demo users signed in on a client of its own, by name. */
export async function signInAll<W extends DemoUser>(url: string, ...who: W[]): Promise<Record<W, SignedIn>> {
  const sessions = await Promise.all(who.map((w) => signedIn(url, w)))
  return Object.fromEntries(who.map((w, i) => [w, sessions[i]!])) as Record<W, SignedIn>
}

/** Just the clients of `signInAll`'s sessions, by the same names. */
export function clientsOf<W extends DemoUser>(signed: Record<W, SignedIn>): Record<W, TestClient> {
  return Object.fromEntries(Object.entries<SignedIn>(signed).map(([w, s]) => [w, s.client])) as Record<
    W,
    TestClient
  >
}

/**
 * A stack started before this file's tests (stopped after them), with these demo users signed
 * in on it. The objects are answered at once and filled in when the stack is up, so a file
 * names them at its top and its tests use them as they are.
 */
export function testStackWith<W extends DemoUser>(
  who: readonly W[],
  env: Record<string, string> = {},
): { stack: TestStack; users: Record<W, SignedIn> } {
  const stack = {} as TestStack
  const users = Object.fromEntries(who.map((w) => [w, { client: new TestClient(), id: 0 }])) as Record<
    W,
    SignedIn
  >
  beforeAll(async () => {
    Object.assign(stack, await startTestStack(env))
    await Promise.all(
      who.map(async (w) => {
        users[w].client.baseUrl = stack.url
        await signIn(users[w], w)
      }),
    )
  })
  afterAll(() => stack.stop?.())
  return { stack, users }
}

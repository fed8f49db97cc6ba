import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseSettings } from '@provender/server-kit'
import { createTestDatabase } from '@provender/server-kit/testing'
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

/** The whole of Provender on a fresh database (PGlite or the server, per TEST_DB), with demo data. */
export async function startTestStack(env: Record<string, string> = {}): Promise<TestStack> {
  const database = await createTestDatabase()
  const settings = parseSettings({
    PORT: '0',
    DEMO_DATA: 'true',
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

/**
 * An HTTP client that behaves like the browser's: it keeps the session cookie, sends
 * X-Requested-With, and remembers the highest Consistency-Token to send on reads.
 */
export class TestClient {
  cookie: string | null = null
  consistencyToken: string | null = null

  constructor(private readonly baseUrl: string) {}

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
} as const satisfies Record<string, readonly [string, string]>

export async function signedIn(
  url: string,
  who: keyof typeof demo,
): Promise<{ client: TestClient; id: number }> {
  const client = new TestClient(url)
  const [email, password] = demo[who]
  const answer = await client.login(email, password)
  if (answer.status !== 200) throw new Error(`${who} could not sign in: ${JSON.stringify(answer.body)}`)
  return { client, id: answer.body.user.id }
}

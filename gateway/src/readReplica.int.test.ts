import { Writable } from 'node:stream'
import { connect, createLogger, type Database, useLogger } from '@provender/server-kit'
import {
  createTestDatabase,
  type HotStandby,
  hotStandbyRefusal,
  startHotStandby,
  testDatabaseKind,
} from '@provender/server-kit/testing'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SignedIn, signedIn, startTestStack, type TestStack } from './testing/stack.ts'

// The query service reading from a real hot standby of the test server (READ_DATABASE_URL):
// pg_basebackup -R into a temporary folder, started with the server's own binaries.

const SERVER_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const TEST_TIMEOUT_MS = 120_000
const refusal = testDatabaseKind() === 'postgres' ? await hotStandbyRefusal(SERVER_URL) : null

interface ProductList {
  products: { id: string; name: string }[]
}

async function until(
  what: string,
  done: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The process's log lines from now on (each parsed as JSON), until `restore` puts the logger back. */
function captureLog(): { messages: () => string[]; restore: () => void } {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  const restore = useLogger(createLogger({ destination }))
  return { messages: () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg), restore }
}

describe.runIf(testDatabaseKind() === 'postgres' && !refusal)('reads from a streaming replica', () => {
  let database: Database | undefined
  let standby: HotStandby | undefined
  let stack: TestStack | undefined
  let standbyDb: Knex | undefined
  let admin: SignedIn

  const replica = () => stack!.running.replica!
  const served = () => ({ ...replica().served })
  /** What on-call's dashboard reads: the replica gauge of the stack's /metrics. */
  const replicaInUse = async () => {
    const text = await (await fetch(`${stack!.url}/metrics`)).text()
    return /^provender_read_replica_in_use (\d)$/m.exec(text)?.[1]
  }
  const productNamed = async (client: SignedIn['client'], id: string) => {
    const answer = await client.get<ProductList>(`/api/products?search=${id}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('consistency-timeout')).toBeNull()
    return answer.body.products.find((p) => p.id === id)?.name ?? null
  }
  const addProduct = async (id: string, name: string) => {
    const product = {
      id,
      name,
      description: 'replica test',
      unitType: 'quantity',
      packsPerCase: 6,
      price: 4.5,
    }
    expect(
      (await admin.client.request('POST', '/api/products', { ...product, categoryId: null })).status,
    ).toBe(201)
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    const name = new URL(database.url).pathname.slice(1)
    standby = await startHotStandby(SERVER_URL)
    // As the services connect: the read models' schema on the search_path.
    standbyDb = connect(standby.urlOf(name), false)
    stack = await startTestStack(
      { DATABASE_URL: database.url, READ_DATABASE_URL: standby.urlOf(name), CONSISTENCY_WAIT_MS: '5000' },
      database,
    )
    admin = await signedIn(stack.url, 'admin')
    await until('the replica is in use', () => replica().healthy)
  }, TEST_TIMEOUT_MS)

  afterAll(async () => {
    // Everything goes, whatever failed: the stack (and its database), then the standby and its folder.
    await stack?.stop().catch(() => {})
    if (!stack) await database?.close().catch(() => {})
    await standbyDb?.destroy().catch(() => {})
    await standby?.stop()
  }, TEST_TIMEOUT_MS)

  it('is a standby and answers the reads', async () => {
    const { rows } = await standbyDb!.raw<{ rows: { standby: boolean }[] }>(
      'select pg_is_in_recovery() as standby',
    )
    expect(rows[0]!.standby).toBe(true)
    const before = served()
    admin.client.consistencyToken = null
    expect((await admin.client.get('/api/products')).status).toBe(200)
    expect(served().replica).toBe(before.replica + 1)
  })

  it('reads the caller’s own write on the replica once it has replayed past the token', async () => {
    const before = served()
    await addProduct('RPL-ONE', 'Replica one')
    expect(admin.client.consistencyToken).not.toBeNull()
    expect(await productNamed(admin.client, 'RPL-ONE')).toBe('Replica one')
    // Answered by the replica: the write had reached it within its share of the wait.
    expect(served().replica).toBe(before.replica + 1)
    expect(served().primary).toBe(before.primary)
  })

  it(
    'bypasses a replica that stops replaying, reading from the primary, until it replays again',
    async () => {
      // The lines operators watch (docs/operations.md) are the logger's JSON, not console text.
      const log = captureLog()
      await standbyDb!.raw('select pg_wal_replay_pause()')
      try {
        const before = served()
        await addProduct('RPL-TWO', 'Replica two')
        // The token is past what the replica has: after its short wait, the primary answers.
        expect(await productNamed(admin.client, 'RPL-TWO')).toBe('Replica two')
        expect(served().primary).toBe(before.primary + 1)
        // The probe sees the replica fall behind the primary's WAL, and stops using it.
        await until('the paused replica is bypassed', () => !replica().healthy)
        expect(await replicaInUse()).toBe('0')
        // Even without the token (another device of the same admin), nothing stale is read.
        admin.client.consistencyToken = null
        expect(await productNamed(admin.client, 'RPL-TWO')).toBe('Replica two')
        const { rows } = await standbyDb!.raw<{ rows: unknown[] }>(
          "select 1 from rm_products where id = 'RPL-TWO'",
        )
        expect(rows).toHaveLength(0)
      } finally {
        await standbyDb!.raw('select pg_wal_replay_resume()')
      }
      await until('the replica is in use again', () => replica().healthy)
      expect(await replicaInUse()).toBe('1')
      log.restore()
      expect(log.messages().filter((m) => m.startsWith('read replica '))).toEqual([
        expect.stringMatching(/^read replica bypassed \(its replay is more than \d+ ms behind\)/),
        'read replica in time again: reads go to it',
      ])
      const before = served()
      expect(await productNamed(admin.client, 'RPL-TWO')).toBe('Replica two')
      expect(served().replica).toBe(before.replica + 1)
    },
    TEST_TIMEOUT_MS,
  )

  it(
    'answers from the primary when the replica goes away (no error)',
    async () => {
      await addProduct('RPL-THREE', 'Replica three')
      await standby!.stop()
      expect(await productNamed(admin.client, 'RPL-THREE')).toBe('Replica three')
      for (let i = 0; i < 5; i++) expect((await admin.client.get('/api/products')).status).toBe(200)
      await until('the lost replica is bypassed', () => !replica().healthy)
    },
    TEST_TIMEOUT_MS,
  )
})

// CI configures its server for replication (.ci/run): there a refusal is a failure, not a skip.
if (testDatabaseKind() === 'postgres' && refusal && process.env.CI === 'true') {
  describe('reads from a streaming replica', () => {
    it('can make a hot standby of the CI server', () => {
      expect.fail(`the server refuses streaming replication: ${refusal}`)
    })
  })
} else if (testDatabaseKind() !== 'postgres' || refusal) {
  // Where it cannot run, say why once.
  describe('reads from a streaming replica', () => {
    it.skip(
      refusal
        ? `needs a server that allows streaming replication: ${refusal}`
        : 'needs the PostgreSQL server (a hot standby is made of a server, not of the embedded database): it runs in the TEST_DB=postgres tier of npm test',
      () => {},
    )
  })
}

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from '@provender/server-kit'
import { createTestDatabase, testDatabaseKind } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logLines, type RunningProcess, stackSettings, startProcess } from './testing/processes.ts'

// What an operator's log shipper reads (issue 38): a command service started first on an empty
// database (before any query service, the documented order), then a query service, a request to
// each, and SIGTERM to both (the replica's lines are held to the same in readReplica.int.test.ts). Every line either wrote, stdout and stderr alike, must parse as JSON, and the
// command service must wait for the read side without an error line.

const SECRET = 'log-lines-secret-log-lines-secret-0123456789'
const START_TIMEOUT_MS = 90_000
const GRACE_SECONDS = 5

/** SIGTERM and the exit: its code and how long it took. */
async function stopped(process: RunningProcess): Promise<{ code: number | null; ms: number }> {
  const signalled = Date.now()
  await process.stop(GRACE_SECONDS * 2000)
  return { code: process.child.exitCode, ms: Date.now() - signalled }
}

describe.runIf(testDatabaseKind() === 'postgres')('a start-serve-stop log', () => {
  let database: Database
  let command: RunningProcess
  let query: RunningProcess
  const exits: Record<string, { code: number | null; ms: number }> = {}

  beforeAll(async () => {
    database = await createTestDatabase()
    const shared = stackSettings(database.url, SECRET, GRACE_SECONDS)
    command = await startProcess(
      'gateway/src/commandServiceMain.ts',
      { ...shared, COMMAND_PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'log-lines-')) },
      /listening on (http:\/\/\S+)/,
      START_TIMEOUT_MS,
    )
    query = await startProcess(
      'query-service/src/main.ts',
      { ...shared, QUERY_PORT: '0' },
      /listening on (http:\/\/\S+)/,
      START_TIMEOUT_MS,
    )
    for (const service of [command, query]) {
      await fetch(`${service.url}/health/ready`)
      await fetch(`${service.url}/api/account/me`)
    }
    exits.command = await stopped(command)
    exits.query = await stopped(query)
  }, START_TIMEOUT_MS * 3)

  afterAll(async () => {
    await Promise.all([command?.stop(1000), query?.stop(1000)])
    await database?.close()
  })

  it('is JSON on every line, the SIGTERM lines included, and each process exits 0 in its grace', () => {
    const all = [...logLines(command), ...logLines(query)].map((l) => l.msg)
    expect(all.some((m) => m.startsWith('SIGTERM: finishing the requests in flight'))).toBe(true)
    for (const exit of Object.values(exits)) {
      expect(exit.code).toBe(0)
      expect(exit.ms).toBeLessThan(GRACE_SECONDS * 1000)
    }
  })

  it('has the command service, first on the database, wait for the read side with one info line and no error', () => {
    const logged = logLines(command)
    expect(logged.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([])
    expect(
      logged.filter((l) => l.level === 30 && l.msg.startsWith('waiting for the read side')),
    ).toHaveLength(1)
  })
})

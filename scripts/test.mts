/**
 * `npm test`: every tier of tests, each against real databases.
 *   1. unit tests (pure: deciders, rules, UI logic);
 *   2. integration tests on embedded PostgreSQL (PGlite);
 *   3. the same integration tests on the PostgreSQL server (TEST_POSTGRES_URL, default
 *      postgres://postgres@127.0.0.1:5432/postgres), each file in a fresh database.
 * Without a reachable server, tier 3 is skipped with a notice, except under CI=true,
 * where it is required. Ends with one line "tests: N passed, N failed".
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const reports = mkdtempSync(join(tmpdir(), 'provender-tests-'))

interface Totals {
  passed: number
  failed: number
  skipped: number
}

function runTier(name: string, args: string[], env: Record<string, string>): Totals & { ok: boolean } {
  console.log(`\n=== ${name} ===`)
  const report = join(reports, `${name.replace(/\W+/g, '-')}.json`)
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: 'inherit', env: { ...process.env, ...env } },
  )
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
      numPendingTests: number
      numTodoTests: number
    }
    return {
      ok: result.status === 0,
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    }
  } catch {
    return { ok: false, passed: 0, failed: 1, skipped: 0 }
  }
}

async function serverReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

const tiers = [
  runTier('unit', ['--project', 'unit'], {}),
  runTier('integration on PGlite', ['--project', 'integration'], { TEST_DB: 'pglite' }),
]
if (await serverReachable()) {
  tiers.push(
    runTier('integration on the PostgreSQL server', ['--project', 'integration'], { TEST_DB: 'postgres' }),
  )
} else if (process.env.CI === 'true') {
  console.error(`\nThe PostgreSQL server at ${serverUrl} is required in CI and cannot be reached.`)
  tiers.push({ ok: false, passed: 0, failed: 1, skipped: 0 })
} else {
  console.warn(
    `\nSkipped the PostgreSQL-server tier: nothing answers at ${serverUrl} (set TEST_POSTGRES_URL).`,
  )
}

const total = tiers.reduce(
  (t, x) => ({ passed: t.passed + x.passed, failed: t.failed + x.failed, skipped: t.skipped + x.skipped }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
)
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(tiers.every((t) => t.ok) && total.failed === 0 ? 0 : 1)

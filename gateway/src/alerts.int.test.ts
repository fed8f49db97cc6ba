import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from '@provender/server-kit'
import { createTestDatabase, testDatabaseKind } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningProcess, startGatewayInFront, startProcess } from './testing/processes.ts'
import { eventually, PROMETHEUS, type RunningPrometheus, startPrometheus } from './testing/prometheus.ts'
import { signedIn } from './testing/stack.ts'

// docs/alerts.yml as Prometheus runs it, against the services apart: a command service, a query
// service that applies the projections and one that only serves (PROJECTIONS=false, so the lag
// is still reported while the first is held), and the gateway. The applying one is stopped
// (SIGSTOP) while writes go on through the command service: ReadSideBehind must fire, then
// clear once it runs again (SIGCONT). The rules are those of production but for their `for:`.

const SECRET = 'test-secret-test-secret-test-secret-0123456789'
const START_TIMEOUT_MS = 180_000
const rulesFile = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'alerts.yml')
/** Past the rule's 30 s threshold, with room for a loaded machine. */
const FIRE_TIMEOUT_MS = 120_000

const hostOf = (url: string) => new URL(url).host

describe.runIf(testDatabaseKind() === 'postgres')('the alerting rules under Prometheus', () => {
  let database: Database
  const processes: RunningProcess[] = []
  let prometheus: RunningPrometheus | undefined
  let projector: RunningProcess
  let gatewayUrl = ''

  beforeAll(async () => {
    // CI installs Debian's prometheus (.ci/run): missing, this fails rather than skips.
    expect(existsSync(PROMETHEUS), `${PROMETHEUS} is missing: apt-get install prometheus`).toBe(true)
    database = await createTestDatabase()
    const shared = {
      DATABASE_URL: database.url,
      SESSION_SECRET: SECRET,
      TRUST_PROXY: 'true',
      NOTIFIER: 'false',
    }
    const listening = /listening on (http:\/\/\S+)/
    const started = await Promise.allSettled([
      startProcess(
        'gateway/src/commandServiceMain.ts',
        { ...shared, COMMAND_PORT: '0' },
        listening,
        START_TIMEOUT_MS,
      ),
      startProcess('query-service/src/main.ts', { ...shared, QUERY_PORT: '0' }, listening, START_TIMEOUT_MS),
      startProcess(
        'query-service/src/main.ts',
        { ...shared, QUERY_PORT: '0', PROJECTIONS: 'false' },
        listening,
        START_TIMEOUT_MS,
      ),
    ])
    for (const s of started) if (s.status === 'fulfilled') processes.push(s.value)
    for (const s of started) if (s.status === 'rejected') throw s.reason
    const [command, applying, serving] = processes as [RunningProcess, RunningProcess, RunningProcess]
    projector = applying
    const gateway = await startGatewayInFront(
      { command: command.url, query: applying.url },
      { DATABASE_URL: database.url, SESSION_SECRET: SECRET },
      START_TIMEOUT_MS,
    )
    processes.push(gateway)
    gatewayUrl = gateway.url
    prometheus = await startPrometheus({
      rulesFile,
      rewriteRules: (text) => text.replace(/^(\s*for: ).+$/gm, '$11s'),
      jobs: {
        gateway: [hostOf(gateway.url)],
        command: [hostOf(command.url)],
        query: [hostOf(applying.url), hostOf(serving.url)],
      },
    })
  }, START_TIMEOUT_MS * 2)

  afterAll(async () => {
    if (projector?.child.exitCode === null) projector.child.kill('SIGCONT')
    await prometheus?.stop()
    await Promise.all(processes.map((p) => p.stop()))
    await database?.close()
  }, 60_000)

  const readSideBehind = async () =>
    (await prometheus!.alerts()).filter((a) => a.labels.alertname === 'ReadSideBehind')

  it(
    'fires ReadSideBehind while the projections are held, and clears it once they run again',
    async () => {
      // Every service is scraped and says what it runs.
      await eventually(
        async () => (await prometheus!.query('provender_build_info')).length === 4,
        'build info from all four processes',
        30_000,
      )
      expect(await readSideBehind()).toEqual([])

      const admin = (await signedIn(gatewayUrl, 'admin')).client
      projector.child.kill('SIGSTOP')
      try {
        const created = await admin.request('POST', '/api/categories', { name: 'Held back' })
        expect(created.status, JSON.stringify(created.body)).toBeLessThan(300)
        await eventually(
          async () => (await readSideBehind()).some((a) => a.state === 'firing'),
          'ReadSideBehind firing',
          FIRE_TIMEOUT_MS,
        )
        const behind = await readSideBehind()
        expect(behind.map((a) => a.labels.severity)).toContain('page')
      } finally {
        projector.child.kill('SIGCONT')
      }
      await eventually(async () => (await readSideBehind()).length === 0, 'ReadSideBehind cleared', 60_000)
    },
    FIRE_TIMEOUT_MS + 120_000,
  )
})

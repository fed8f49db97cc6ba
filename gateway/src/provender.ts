import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import {
  createCommandApp,
  createCommandDeps,
  ensureAdmin,
  migrateCommandTables,
  type Notifier,
  prepareNotifier,
  type StandingOrderPlacer,
  startNotifier,
  startStandingOrderPlacer,
} from '@provender/command-service'
import {
  type DemoLogin,
  seedDemoData,
  seedDemoDelivery,
  seedDemoStock,
  seedDemoSubstitutes,
} from '@provender/demo'
import { LOG_START } from '@provender/events'
import {
  createQueryApp,
  createQueryDeps,
  customerOwnersReadModel,
  migrateReadModels,
  orderTimesReadModel,
  type ProjectionRunner,
  priceChangesSinceReadModel,
  type ReadReplica,
  standingMovesReadModel,
  standingOrdersDueReadModel,
} from '@provender/query-service'
import {
  type Database,
  type Listening,
  listen,
  Metrics,
  migrateEventStore,
  migrateExclusively,
  openDatabase,
  PostgresEventStore,
  resolveSessionSecret,
  SEAL_INTERVAL_MS,
  SessionKeys,
  type Settings,
  SettingsError,
  startSealing,
} from '@provender/server-kit'
import { createGateway } from './gateway.ts'
import { gatewayHealth, serveMetricsPort } from './observability.ts'
import { proxyTo } from './proxy.ts'
import { upstreamMetrics } from './upstreamMetrics.ts'

/** The demo mode's password for new and reset accounts, when DEFAULT_PASSWORD is unset. */
export const DEMO_DEFAULT_PASSWORD = 'Welcome#2026'

export interface RunningProvender {
  url: string
  server: Server
  database: Database
  demoLogins: DemoLogin[]
  seeded: boolean
  /** The in-process query service's projections (tests hold them back to read as a lagging one would). */
  projections: ProjectionRunner
  /** The in-process query service's read replica (READ_DATABASE_URL), if any. */
  replica: ReadReplica | null
  /** The in-process notifier (NOTIFIER, no COMMAND_SERVICE_URL): tests tick its digest. */
  notifier: Notifier | null
  /** The in-process standing-order placer (STANDING_ORDERS, no COMMAND_SERVICE_URL): tests tick it. */
  placer: StandingOrderPlacer | null
  /** This process's metrics (the gateway's and its in-process services'). */
  metrics: Metrics
  /** Where /metrics is served when METRICS_PORT is set (then nowhere else). */
  metricsUrl: string | null
  /** Drains the HTTP server (at most `graceMs`, SHUTDOWN_GRACE_SECONDS by default), then closes. */
  stop(graceMs?: number): Promise<void>
}

/**
 * The composition root: the gateway, and in-process the command service and the query
 * service on one database (embedded PGlite unless DATABASE_URL is set). A service with a
 * URL runs in its own process instead, which migrates, bootstraps the admin and projects
 * for itself; this process then only forwards to it.
 */
export async function startProvender(
  settings: Settings,
  options: {
    database?: Database
    /** The time both services decide and answer at; tests set it. The real time otherwise. */
    clock?: () => Date
  } = {},
): Promise<RunningProvender> {
  if ((settings.COMMAND_SERVICE_URL || settings.QUERY_SERVICE_URL) && !settings.DATABASE_URL) {
    throw new SettingsError([
      'DATABASE_URL: required with COMMAND_SERVICE_URL or QUERY_SERVICE_URL: separate processes cannot share the embedded database',
    ])
  }
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: join(settings.DATA_DIR, 'pglite') }))
  const { knex, embedded } = database
  await migrateExclusively(database, async () => {
    await migrateEventStore(knex)
    await migrateCommandTables(knex)
  })

  const metrics = new Metrics()
  // Draining from the moment the stop begins: /health/ready answers 503 until the process exits.
  let http: Listening | undefined
  const isDraining = () => http?.draining() ?? false
  const store = new PostgresEventStore(knex, {
    listen: !embedded,
    pollIntervalMs: 1000,
    observer: metrics.store,
  })
  const sessions = new SessionKeys(resolveSessionSecret(settings, embedded), settings.SESSION_TTL_HOURS)
  const { clock } = options
  const queryDeps = createQueryDeps({ settings, knex, store, sessions, clock, metrics, isDraining })
  const { runner } = queryDeps
  const commandDeps = createCommandDeps({
    settings,
    knex,
    store,
    sessions,
    clock,
    metrics,
    isDraining,
    // Who owns which customers comes from the query service's read model, on the one database.
    customerOwners: customerOwnersReadModel(knex, store, { timeoutMs: settings.CONSISTENCY_WAIT_MS }),
    fallbackDefaultPassword: settings.DEMO_DATA ? DEMO_DEFAULT_PASSWORD : undefined,
  })

  if (!settings.COMMAND_SERVICE_URL && settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD) {
    await ensureAdmin(commandDeps, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD })
  }
  // Demo data is seeded here in every mode, DEMO_DATA permitting: with separate services it
  // goes straight into the shared log (DATABASE_URL), and their projections pick it up.
  let demoLogins: DemoLogin[] = []
  let seeded = false
  if (settings.DEMO_DATA) {
    const logIsEmpty = (await store.readAll(LOG_START, 1)).length === 0
    if (logIsEmpty) {
      demoLogins = await seedDemoData(commandDeps)
      if (settings.DEMO_DELIVERY) {
        await seedDemoDelivery(commandDeps)
        await seedDemoStock(commandDeps)
        await seedDemoSubstitutes(commandDeps)
      }
      seeded = true
    }
  }

  // The command side anchors the stream heads (tamper evidence); a separate one does it itself.
  const stopSealing = settings.COMMAND_SERVICE_URL
    ? null
    : await startSealing(knex, store, { intervalMs: SEAL_INTERVAL_MS, clock })
  // The notifier mails what is committed from here on: after the demo data (its past orders are
  // not mailed), before the doors open (no order of this process falls before it).
  const runsNotifier = settings.NOTIFIER && !settings.COMMAND_SERVICE_URL
  if (runsNotifier) await prepareNotifier(knex, store, clock ?? (() => new Date()))

  if (!settings.QUERY_SERVICE_URL) {
    await migrateExclusively(database, () => migrateReadModels(knex))
    runner.start()
    queryDeps.replica?.start()
    // Serve nothing stale: the read models catch up with the log before the doors open.
    await runner.catchUpToHead()
  }

  const upstreams = upstreamMetrics(metrics)
  const timeouts = {
    connectMs: settings.PROXY_CONNECT_TIMEOUT_MS,
    answerMs: settings.PROXY_ANSWER_TIMEOUT_MS,
    fileAnswerMs: settings.PROXY_FILE_ANSWER_TIMEOUT_MS,
  }
  const command = settings.COMMAND_SERVICE_URL
    ? proxyTo(settings.COMMAND_SERVICE_URL, {
        trustProxy: settings.TRUST_PROXY,
        retryGraceMs: settings.RETRY_GRACE_MS,
        timeouts,
        observer: upstreams.forService('command'),
      })
    : createCommandApp(commandDeps).callback()
  const query = settings.QUERY_SERVICE_URL
    ? proxyTo(settings.QUERY_SERVICE_URL, {
        trustProxy: settings.TRUST_PROXY,
        retryGraceMs: settings.RETRY_GRACE_MS,
        timeouts,
        observer: upstreams.forService('query'),
      })
    : createQueryApp(queryDeps).callback()
  http = await listen(
    createGateway({
      command,
      query,
      sessions,
      observability: {
        metrics,
        health: gatewayHealth(settings, { command: commandDeps.health, query: queryDeps.health }, isDraining),
        metricsOnPublicPort: settings.METRICS_PORT === undefined,
      },
    }).callback(),
    settings.PORT,
    settings.HOST,
    { keepAliveTimeoutMs: settings.KEEP_ALIVE_TIMEOUT_MS },
  )
  const metricsPort = await serveMetricsPort(settings, metrics)
  const { port } = http.server.address() as AddressInfo
  // Mail from the log (docs/mail.md); its links point at this gateway unless APP_URL says otherwise.
  const notifier = runsNotifier
    ? await startNotifier({
        knex,
        store,
        settings: { ...settings, APP_URL: settings.APP_URL ?? `http://localhost:${port}` },
        linkSecret: sessions.secret,
        clock,
        metrics,
        // The daily price digest reads the query service's price-changes read model.
        priceChanges: priceChangesSinceReadModel(knex, store, { timeoutMs: settings.CONSISTENCY_WAIT_MS }),
        // Order reminders ask the orders read model when each customer placed its orders.
        orderTimes: orderTimesReadModel(knex, store, { timeoutMs: settings.CONSISTENCY_WAIT_MS }),
        // A closure's mail asks the standing-orders read model which dates it moved (issue 36).
        standingMoves: standingMovesReadModel(knex, store, {
          timeoutMs: settings.CONSISTENCY_WAIT_MS,
          timeZone: settings.TIME_ZONE,
        }),
      })
    : null
  // Standing orders placed at their cut-offs, asking the standing-orders read model which may be due.
  const placer =
    settings.STANDING_ORDERS && !settings.COMMAND_SERVICE_URL
      ? startStandingOrderPlacer({
          knex,
          store,
          settings,
          clock,
          metrics,
          due: standingOrdersDueReadModel(knex, store, {
            timeoutMs: settings.CONSISTENCY_WAIT_MS,
            timeZone: settings.TIME_ZONE,
          }),
        })
      : null

  return {
    url: `http://localhost:${port}`,
    server: http.server,
    database,
    demoLogins,
    seeded,
    projections: runner,
    replica: queryDeps.replica,
    notifier,
    placer,
    metrics,
    metricsUrl: metricsPort ? `${metricsPort.url}/metrics` : null,
    async stop(graceMs = settings.SHUTDOWN_GRACE_SECONDS * 1000) {
      // Requests in flight are answered (and their events projected) before the database goes.
      const drained = http?.close(graceMs)
      await metricsPort?.close(1000)
      await drained
      await notifier?.stop()
      await placer?.stop()
      await runner.stop()
      await queryDeps.replica?.close()
      await stopSealing?.()
      await store.close()
      if (!options.database) await database.close()
    },
  }
}

import {
  type Listening,
  listen,
  proxyTrustNotice,
  SEAL_INTERVAL_MS,
  startSealing,
  startServiceProcess,
  stopOnSignal,
} from '@provender/server-kit'
import { createCommandApp } from './app.ts'
import { migrateCommandTables } from './commandTables.ts'
import { type CommandParts, createCommandDeps } from './deps.ts'
import type { StandingMovesOf } from './notifications/notifier.ts'
import { startNotifier } from './notifications/notifier.ts'
import type { OrderTimesSince } from './notifications/orderTimes.ts'
import type { PriceChangesSince } from './notifications/priceChangesSince.ts'
import type { CustomerOwners } from './salesUsers/customerOwners.ts'
import type { StandingOrdersDue } from './standingOrders/due.ts'
import { startStandingOrderPlacer } from './standingOrders/placer.ts'
import { ensureAdmin } from './users/bootstrapAdmin.ts'

/** The ports of the command service that are answered outside it, given by the composition root. */
export interface CommandServiceWiring {
  /** Who owns which customers: the query service's read model, on the shared database. */
  customerOwners(parts: Pick<CommandParts, 'settings' | 'knex' | 'store'>): CustomerOwners
  /** The price moves behind the notifier's daily digest: the query service's read model. */
  priceChanges(parts: Pick<CommandParts, 'settings' | 'knex' | 'store'>): PriceChangesSince
  /** When customers placed their orders, behind the notifier's order reminders: the orders read model. */
  orderTimes(parts: Pick<CommandParts, 'settings' | 'knex' | 'store'>): OrderTimesSince
  /** Which standing orders may have a date to place, behind the placer: the standing-orders read model. */
  standingOrdersDue(parts: Pick<CommandParts, 'settings' | 'knex' | 'store'>): StandingOrdersDue
  /** Which standing-order dates a closure moved, behind its mail: the standing-orders read model. */
  standingMoves?(parts: Pick<CommandParts, 'settings' | 'knex' | 'store'>): StandingMovesOf
}

/**
 * The command service in a process of its own, on a PostgreSQL server it shares with the others.
 * Started by its composition root (gateway/src/commandServiceMain.ts, `npm start -w command-service`).
 */
export async function runCommandService(wiring: CommandServiceWiring): Promise<void> {
  const { settings, sessions, database, knex, log, store, metrics } = await startServiceProcess(
    process.env,
    migrateCommandTables,
  )
  // Draining from the moment the stop begins: /health/ready answers 503 until the process exits.
  let http: Listening | undefined
  const customerOwners = wiring.customerOwners({ settings, knex, store })
  const deps = createCommandDeps({
    settings,
    knex,
    store,
    sessions,
    customerOwners,
    metrics,
    isDraining: () => http?.draining() ?? false,
  })
  if (settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD) {
    await ensureAdmin(deps, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD })
  }

  // Anchors the stream heads now and then, so a cut-off stream tail is detected (tamper evidence).
  const stopSealing = await startSealing(database.knex, store, { intervalMs: SEAL_INTERVAL_MS })
  // Mail from the log (docs/mail.md): any number of command services may run it on one database.
  const notifier = settings.NOTIFIER
    ? await startNotifier({
        knex,
        store,
        settings,
        linkSecret: sessions.secret,
        metrics,
        priceChanges: wiring.priceChanges({ settings, knex, store }),
        orderTimes: wiring.orderTimes({ settings, knex, store }),
        ...(wiring.standingMoves ? { standingMoves: wiring.standingMoves({ settings, knex, store }) } : {}),
      })
    : null
  // Standing orders placed at their cut-offs: any number of command services may run it, each date once.
  const placer = settings.STANDING_ORDERS
    ? startStandingOrderPlacer({
        knex,
        store,
        settings,
        metrics,
        due: wiring.standingOrdersDue({ settings, knex, store }),
      })
    : null
  http = await listen(createCommandApp(deps).callback(), settings.COMMAND_PORT, settings.HOST, {
    keepAliveTimeoutMs: settings.KEEP_ALIVE_TIMEOUT_MS,
  })
  log.info({ url: http.url }, `listening on ${http.url} (command service)`)
  log.info(proxyTrustNotice(settings))
  const graceMs = settings.SHUTDOWN_GRACE_SECONDS * 1000
  stopOnSignal(async () => {
    // Orders in flight finish and are answered before the database goes. The notifier stops
    // meanwhile, after its message in flight: its backlog waits in the log for the next process.
    await Promise.all([http?.close(graceMs), notifier?.stop()])
    await placer?.stop()
    await stopSealing()
    await store.close()
    await database.close()
  }, graceMs)
}

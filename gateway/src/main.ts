import { join } from 'node:path'
import { demoLogins } from '@provender/demo'
import {
  configureLogging,
  parseSettings,
  proxyTrustNotice,
  runMain,
  stopOnSignal,
} from '@provender/server-kit'
import { DEMO_DEFAULT_PASSWORD, startProvender } from './provender.ts'
import { appsAreBuilt } from './staticApps.ts'

/** The one-process start. `npm start` builds the apps first when needed (scripts/start.mts). */
async function main(): Promise<void> {
  const settings = parseSettings(process.env)
  const log = configureLogging(settings)
  if (!appsAreBuilt()) {
    log.warn('The console and the ordering app are not built: run `npm run build` (or `npm start`).')
  }
  const running = await startProvender(settings)
  log.info({ url: running.url }, `Provender is running at ${running.url} (gateway)`)
  log.info(
    running.database.embedded
      ? `Data: embedded PostgreSQL in ${join(settings.DATA_DIR, 'pglite')}`
      : 'Data: PostgreSQL server',
  )
  log.info(proxyTrustNotice(settings))
  // The demo's sign-ins are for the person at the terminal, never for a collected log.
  if (settings.DEMO_DATA && process.stdout.isTTY) {
    console.log(running.seeded ? '\nDemo data created. Sign in with:' : '\nDemo sign-ins:')
    for (const login of demoLogins) {
      console.log(
        `  ${login.role.padEnd(9)} ${login.email.padEnd(32)} ${login.password}${login.note ? `  (${login.note})` : ''}`,
      )
    }
    if (!settings.DEFAULT_PASSWORD)
      console.log(`New and reset accounts get the demo password ${DEMO_DEFAULT_PASSWORD}`)
  }
  const graceMs = settings.SHUTDOWN_GRACE_SECONDS * 1000
  stopOnSignal(() => running.stop(graceMs), graceMs)
}

runMain(main)

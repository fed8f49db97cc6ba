import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { demoLogins } from '@provender/command-service'
import { parseSettings, proxyTrustNotice, SettingsError } from '@provender/events/server'
import { DEMO_DEFAULT_PASSWORD, startProvender } from './provender.ts'
import { appsAreBuilt } from './staticApps.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

async function main(): Promise<void> {
  const settings = parseSettings(process.env)
  if (!appsAreBuilt()) {
    console.log('Building the console and the ordering app (first start only)...')
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('The build failed; see above.')
  }
  const running = await startProvender(settings)
  console.log(`\nProvender is running at ${running.url}`)
  console.log(
    running.database.embedded
      ? `Data: embedded PostgreSQL in ${join(settings.DATA_DIR, 'pglite')}`
      : 'Data: PostgreSQL server',
  )
  console.log(proxyTrustNotice(settings))
  if (settings.DEMO_DATA) {
    console.log(running.seeded ? '\nDemo data created. Sign in with:' : '\nDemo sign-ins:')
    for (const login of demoLogins) {
      console.log(
        `  ${login.role.padEnd(9)} ${login.email.padEnd(32)} ${login.password}${login.note ? `  (${login.note})` : ''}`,
      )
    }
    if (!settings.DEFAULT_PASSWORD)
      console.log(`New and reset accounts get the demo password ${DEMO_DEFAULT_PASSWORD}`)
  }
  const stop = async () => {
    await running.stop()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error)
  process.exit(1)
})

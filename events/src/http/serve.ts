import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openDatabase } from '../database.ts'
import { resolveSessionSecret, SessionKeys } from '../session.ts'
import { parseSettings, SettingsError } from '../settings.ts'

export interface Listening {
  server: Server
  url: string
  close(): Promise<void>
}

export async function listen(handler: RequestListener, port: number, host: string): Promise<Listening> {
  const server = createServer(handler)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address() as AddressInfo
  return {
    server,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // Keep-alive connections would hold close() open until they time out.
      server.closeAllConnections()
      await closed
    },
  }
}

/** Runs `stop` once on SIGINT or SIGTERM, then exits: a container stop ends requests cleanly. */
export function stopOnSignal(stop: () => Promise<void>): void {
  let stopping = false
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: stopping`)
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', handle)
  process.once('SIGTERM', handle)
}

/**
 * The opening every separately run service shares: its settings, the PostgreSQL server it
 * shares with the others (the embedded database serves one process only), its session keys.
 */
export async function openServiceProcess(env: Record<string, string | undefined>) {
  const settings = parseSettings(env)
  if (!settings.DATABASE_URL) {
    throw new SettingsError([
      'DATABASE_URL: required: separate processes cannot share the embedded database (use `npm start` for one process)',
    ])
  }
  const sessions = new SessionKeys(resolveSessionSecret(settings, false), settings.SESSION_TTL_HOURS)
  const database = await openDatabase({ databaseUrl: settings.DATABASE_URL })
  return { settings, sessions, database }
}

/** Runs a service's main, printing a settings problem as a plain message. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof SettingsError ? error.message : error)
    process.exit(1)
  })
}

import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openDatabase } from '../database.ts'
import { logger } from '../logging/logger.ts'
import { resolveSessionSecret, SessionKeys } from '../session.ts'
import { parseSettings, SettingsError } from '../settings.ts'
import { timeoutSettings } from '../timeoutSettings.ts'
import { isHealthProbe } from './health.ts'

export interface Listening {
  server: Server
  url: string
  /**
   * Stops the way a deployment expects: accept nothing new, answer every request already
   * in flight, close idle keep-alive connections and tell busy ones `Connection: close`.
   * Past `graceMs` the remaining connections are cut. True when everything drained in time.
   */
  close(graceMs?: number): Promise<boolean>
  /**
   * True from the moment `close` began: the process takes no new work, so readiness should
   * say "not ready" and a load balancer send the traffic elsewhere.
   */
  draining(): boolean
}

/**
 * The code of the answer a request gets when it arrives on an open keep-alive connection after
 * the stop began. It promises the request was not acted on, so the gateway resends any request
 * answered with it to another instance or to the restarted one (gateway/src/proxy.ts).
 */
export const SHUTTING_DOWN = 'SHUTTING_DOWN'

const STOPPING_BODY = JSON.stringify({
  error: 'The service is restarting. Please try again in a moment.',
  code: SHUTTING_DOWN,
})

export interface ListenOptions {
  /**
   * How long an idle keep-alive connection stays open (KEEP_ALIVE_TIMEOUT_MS): longer than a load
   * balancer's idle timeout, or the balancer sends a request on a connection just closed (a 502).
   */
  keepAliveTimeoutMs?: number
}

export async function listen(
  handler: RequestListener,
  port: number,
  host: string,
  options: ListenOptions = {},
): Promise<Listening> {
  const inFlight = new Set<ServerResponse>()
  let stopping = false
  let onAllAnswered: (() => void) | null = null
  const server = createServer((req, res) => {
    if (stopping) {
      res.setHeader('Connection', 'close')
      // A load balancer's probe is answered while the work in flight drains: ready says 'draining'.
      if (isHealthProbe(req.url)) return handler(req, res)
      // Not started, so nothing of it is done: the client may safely send it again.
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' })
      res.end(STOPPING_BODY)
      return
    }
    inFlight.add(res)
    res.once('close', () => {
      inFlight.delete(res)
      if (!stopping) return
      server.closeIdleConnections()
      if (inFlight.size === 0) onAllAnswered?.()
    })
    handler(req, res)
  })
  server.keepAliveTimeout =
    options.keepAliveTimeoutMs ?? timeoutSettings.KEEP_ALIVE_TIMEOUT_MS.parse(undefined)
  // Above it, as Node requires: else a connection waiting for its next request is cut as slow.
  server.headersTimeout = server.keepAliveTimeout + 1000
  const allAnswered = () =>
    inFlight.size === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          onAllAnswered = resolve
        })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address() as AddressInfo
  let closing: Promise<boolean> | null = null
  return {
    server,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    close(graceMs = 10_000) {
      closing ??= drain(server, inFlight, graceMs, () => {
        stopping = true
        return allAnswered()
      })
      return closing
    },
    draining: () => stopping,
  }
}

/**
 * The listening socket stays open until the requests in flight are answered, so a load
 * balancer's probes still reach /health/ready (and hear 'draining'); any other new request
 * gets the SHUTTING_DOWN answer, which the gateway resends as it would a refused connection.
 */
async function drain(
  server: Server,
  inFlight: Set<ServerResponse>,
  graceMs: number,
  stopAccepting: () => Promise<void>,
): Promise<boolean> {
  const answered = stopAccepting()
  // A busy keep-alive connection ends with the answer it is working on.
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
  let listenerClosed: Promise<void> | null = null
  const closeListener = () => {
    listenerClosed ??= new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    return listenerClosed
  }
  server.closeIdleConnections()
  // An answer already streaming could not say `Connection: close`; its connection is idle after.
  const sweep = setInterval(() => server.closeIdleConnections(), 100)
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs)
  })
  const drained = await Promise.race([answered.then(closeListener).then(() => true as const), deadline])
  clearInterval(sweep)
  clearTimeout(timer)
  if (!drained) {
    const closed = closeListener()
    server.closeAllConnections()
    await closed
  }
  return drained
}

/**
 * Runs `stop` once on SIGINT or SIGTERM, then exits: 0 when it finished, 1 when it failed or
 * overran `graceMs` by more than a second (a hung database call must not keep a stopping
 * container alive). A repeated signal is ignored: npm forwards Ctrl-C to the process that
 * the terminal already sent it to.
 */
export function stopOnSignal(stop: () => Promise<void>, graceMs: number): void {
  let stopping = false
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    // Through the logger, as every other line: a log shipper parses each line as JSON.
    const log = logger()
    log.info(
      { signal, graceMs },
      `${signal}: finishing the requests in flight (at most ${graceMs / 1000} s), then stopping`,
    )
    setTimeout(() => {
      log.error({ graceMs }, 'Did not stop in time; exiting anyway.')
      process.exit(1)
    }, graceMs + 1000).unref()
    stop().then(
      () => {
        log.info({ signal }, 'stopped')
        process.exit(0)
      },
      (error: unknown) => {
        log.error({ err: error }, 'stop failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', handle)
  process.on('SIGTERM', handle)
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

/** Runs a service's main; a failed start is a fatal line, a settings problem its plain message. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof SettingsError) logger().fatal(error.message)
    else logger().fatal({ err: error }, 'start failed')
    process.exit(1)
  })
}

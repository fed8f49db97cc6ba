import type { Knex } from 'knex'
import type { Context, Next } from 'koa'
import { logger } from '../logging/logger.ts'

/** One condition of readiness; false (or a throw, or no answer in time) means not ready. */
export interface ReadinessCheck {
  name: string
  isReady(): Promise<boolean>
}

const HEALTH_PATHS: readonly string[] = ['/health/live', '/health/ready']

/** A liveness or readiness probe (answered even while the process drains: serve.ts). */
export function isHealthProbe(url: string | undefined): boolean {
  return HEALTH_PATHS.includes((url ?? '').split('?')[0]!)
}

export interface HealthOptions {
  /** What must hold before a load balancer sends this process traffic. */
  checks: ReadinessCheck[]
  /** True once the process has begun to stop: it drains, and takes no new traffic. */
  isDraining?: () => boolean
  /** Longest one check may take before it counts as failed. */
  checkTimeoutMs?: number
}

export interface Readiness {
  ready: boolean
  /** The names of the checks that failed (logged, never answered: the body reveals nothing). */
  failing: string[]
}

/** Runs every check at once, each bounded by `timeoutMs`. */
export async function readiness(checks: ReadinessCheck[], timeoutMs = 2000): Promise<Readiness> {
  const results = await Promise.all(checks.map((c) => withinTime(c.isReady(), timeoutMs)))
  const failing = checks.filter((_, i) => !results[i]).map((c) => c.name)
  return { ready: failing.length === 0, failing }
}

async function withinTime(check: Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return await Promise.race([check.catch(() => false), late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * GET /health/live: the process runs and answers (200 `{ status: 'ok' }`).
 * GET /health/ready: 200 `{ status: 'ready' }` when every check holds, else 503
 * `{ status: 'not ready' }` (or `'draining'` while stopping). The bodies say nothing more:
 * the failing checks go to the log, on each change of the answer.
 */
export function healthRoutes(options: HealthOptions) {
  let wasReady: boolean | null = null
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!HEALTH_PATHS.includes(ctx.path)) return next()
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405
      ctx.set('Allow', 'GET, HEAD')
      return
    }
    ctx.set('Cache-Control', 'no-store')
    if (ctx.path === '/health/live') {
      ctx.body = { status: 'ok' }
      return
    }
    if (options.isDraining?.()) {
      ctx.status = 503
      ctx.body = { status: 'draining' }
      return
    }
    const { ready, failing } = await readiness(options.checks, options.checkTimeoutMs)
    if (ready !== wasReady) {
      if (ready) logger().info('ready')
      else logger().warn({ failing }, 'not ready')
      wasReady = ready
    }
    ctx.status = ready ? 200 : 503
    ctx.body = { status: ready ? 'ready' : 'not ready' }
  }
}

/**
 * The database answers and takes writes: neither a standby in recovery nor read-only
 * (default_transaction_read_only, as a failover to a standby or a full disk leaves it).
 */
export function databaseWritable(knex: Knex): ReadinessCheck {
  return {
    name: 'database',
    async isReady() {
      const { rows } = await knex.raw<{ rows: { standby: boolean; read_only: string }[] }>(
        "select pg_is_in_recovery() as standby, current_setting('transaction_read_only') as read_only",
      )
      const row = rows[0]
      return Boolean(row) && !row!.standby && row!.read_only === 'off'
    },
  }
}

/** What knex.migrate takes: a migrations table and where its migrations come from. */
export type MigrationConfig = Knex.MigratorConfig

/** Every migration this process knows of has run (remembered once true: they do not un-run). */
export function migrationsDone(knex: Knex, configs: MigrationConfig[]): ReadinessCheck {
  let done = false
  return {
    name: 'migrations',
    async isReady() {
      if (done) return true
      const lists = await Promise.all(configs.map((c) => knex.migrate.list(c)))
      done = lists.every(([, pending]) => (pending as unknown[]).length === 0)
      return done
    },
  }
}

/** Some instance of a service (one of its URLs) answers its own /health/ready with 200. */
export function serviceReady(name: string, baseUrls: readonly string[], timeoutMs = 2000): ReadinessCheck {
  return {
    name,
    async isReady() {
      const answers = await Promise.all(
        baseUrls.map((url) =>
          fetch(new URL('/health/ready', url), { signal: AbortSignal.timeout(timeoutMs) }).then(
            async (r) => {
              await r.body?.cancel()
              return r.ok
            },
            () => false,
          ),
        ),
      )
      return answers.some(Boolean)
    },
  }
}

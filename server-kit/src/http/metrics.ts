import type { RequestListener } from 'node:http'
import type { Knex } from 'knex'
import type { Context, Next } from 'koa'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { logger } from '../logging/logger.ts'
import { registerBuildInfo } from './buildInfo.ts'

/** For the metrics a service adds to its registry (projection lag), without a prom-client dependency of its own. */
export { Counter, Gauge } from 'prom-client'

/** What the event store tells about its writes (see PostgresEventStoreOptions.observer). */
export interface AppendObserver {
  /** An append of `events` events was stored. */
  appended(events: number): void
  /** One statement and one commit wrote `appends` appends together (group commit). */
  groupWritten(appends: number): void
}

/** The tarn pool knex keeps; only what is read here. */
interface PoolCounts {
  max: number
  numUsed(): number
  numFree(): number
  numPendingAcquires(): number
  numPendingCreates(): number
}

/**
 * One process's Prometheus metrics, in a registry of its own (never prom-client's global one:
 * two stacks in one test process must not collide). Each process serves it at GET /metrics.
 */
export class Metrics {
  readonly registry = new Registry()

  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by service, method, route template and status',
    labelNames: ['service', 'method', 'route', 'status'] as const,
    registers: [this.registry],
  })

  readonly requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of its answer, by service, method, route template and status',
    labelNames: ['service', 'method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  })

  readonly loginFailures = new Counter({
    name: 'provender_login_failures_total',
    help: 'Refused sign-ins, by reason (USER_NOT_FOUND, INVALID_PASSWORD, TOO_MANY_ATTEMPTS)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  })

  private readonly appends = new Counter({
    name: 'provender_event_store_appends_total',
    help: 'Appends stored in the event log',
    registers: [this.registry],
  })

  private readonly eventsAppended = new Counter({
    name: 'provender_event_store_events_appended_total',
    help: 'Events stored in the event log',
    registers: [this.registry],
  })

  private readonly groupSizes = new Histogram({
    name: 'provender_event_store_group_commit_size',
    help: 'Appends written by one group commit (one statement, one commit)',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 200],
    registers: [this.registry],
  })

  private readonly pools = new Map<string, Knex>()

  constructor() {
    collectDefaultMetrics({ register: this.registry })
    registerBuildInfo(this.registry)
    const pools = this.pools
    new Gauge({
      name: 'provender_db_pool_connections',
      help: 'Database connections of each pool, by state (used, free, pending acquires, pending creates, max)',
      labelNames: ['pool', 'state'] as const,
      registers: [this.registry],
      collect() {
        this.reset()
        for (const [name, knex] of pools) {
          const pool = (knex.client as { pool?: PoolCounts }).pool
          if (!pool) continue
          this.set({ pool: name, state: 'used' }, pool.numUsed())
          this.set({ pool: name, state: 'free' }, pool.numFree())
          this.set({ pool: name, state: 'pending_acquires' }, pool.numPendingAcquires())
          this.set({ pool: name, state: 'pending_creates' }, pool.numPendingCreates())
          this.set({ pool: name, state: 'max' }, pool.max)
        }
      },
    })
  }

  /** The event store's observer: counts appends and group sizes. */
  readonly store: AppendObserver = {
    appended: (events) => {
      this.appends.inc()
      this.eventsAppended.inc(events)
    },
    groupWritten: (appends) => this.groupSizes.observe(appends),
  }

  /** Reports this knex's pool use under `name` (primary, replica...). */
  watchPool(name: string, knex: Knex): void {
    this.pools.set(name, knex)
  }

  /** One request answered: `seconds` from its start to the end of its answer. */
  recordRequest(labels: { service: string; method: string; route: string; status: number }, seconds: number) {
    const l = { ...labels, status: String(labels.status) }
    this.requests.inc(l)
    this.requestSeconds.observe(l, seconds)
  }

  /** The Prometheus text exposition of everything registered. */
  exposition(): Promise<string> {
    return this.registry.metrics()
  }
}

/** Answers GET /metrics with the registry's text; any other request goes on. */
export function metricsRoute(metrics: Metrics) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path !== '/metrics') return next()
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405
      ctx.set('Allow', 'GET, HEAD')
      return
    }
    try {
      ctx.body = await metrics.exposition()
      ctx.type = metrics.registry.contentType
      ctx.set('Cache-Control', 'no-store')
    } catch (error) {
      // A collector that reads the database fails while it is away; say so, reveal nothing.
      logger().warn({ err: error }, 'metrics could not be collected')
      ctx.status = 503
      ctx.body = { error: 'Metrics are unavailable at the moment.' }
    }
  }
}

/** A whole server's handler that answers GET /metrics alone: for a port of its own (METRICS_PORT). */
export function metricsListener(metrics: Metrics): RequestListener {
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://metrics').pathname
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: 'Not found.' }))
      return
    }
    metrics.exposition().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' })
        res.end(req.method === 'HEAD' ? undefined : text)
      },
      (error: unknown) => {
        logger().warn({ err: error }, 'metrics could not be collected')
        res.writeHead(503, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ error: 'Metrics are unavailable at the moment.' }))
      },
    )
  }
}

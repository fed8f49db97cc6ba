import {
  Agent,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  request,
  type ServerResponse,
} from 'node:http'
import type { TLSSocket } from 'node:tls'
import { logger, SHUTTING_DOWN } from '@provender/server-kit'
import type { NodeHandler } from './gateway.ts'
import { MAX_RESENDABLE_BODY_BYTES, type ReceivedBody, receiveBody } from './proxyBody.ts'
import { type Failure, isIdempotent, nextTry, type ProxiedRequest } from './retryPolicy.ts'
import type { ProxyObserver } from './upstreamMetrics.ts'
import {
  answerTimeoutFor,
  DEFAULT_TIMEOUTS,
  limitWaiting,
  UPSTREAM_IDLE_MS,
  type UpstreamTimeouts,
} from './upstreamTimeouts.ts'

export interface ProxyOptions {
  /** Believe the X-Forwarded-Proto of a proxy in front (TRUST_PROXY). */
  trustProxy: boolean
  /**
   * How long a request that may go again waits for a restarting service: another instance,
   * or the same one back (RETRY_GRACE_MS; 0 sends every request once).
   */
  retryGraceMs?: number
  /** How long one try waits to connect, and then for the answer (PROXY_*_TIMEOUT_MS). */
  timeouts?: Partial<UpstreamTimeouts>
  /** Told each answer passed on and each resend, by upstream instance (upstreamMetrics.ts). */
  observer?: ProxyObserver
}

/** The setting's default (server-kit settings, RETRY_GRACE_MS). */
const DEFAULT_RETRY_GRACE_MS = 40_000

/** They describe one connection, not the request or its answer, so they stop at the gateway. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'])

/**
 * Reused connections to the services, for the requests that may go again if one breaks; each
 * dropped after UPSTREAM_IDLE_MS idle, before the service's own keep-alive timeout closes it.
 */
const keepAlive = new Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS })

/**
 * Forwards a request to a service running in its own process. The service (run with
 * TRUST_PROXY=true: the gateway is its proxy) learns from X-Forwarded-Proto whether the
 * browser's request was HTTPS: the gateway's own connection says so, or, when the gateway
 * itself trusts a proxy in front (TRUST_PROXY), that proxy's header.
 *
 * Given several URLs (instances of one service), each request goes to the next in turn. Any
 * instance may serve any request: they share the database, a write's Consistency-Token names
 * a place in the shared log, and every query service waits on the shared checkpoints.
 *
 * A restarting service shows no client an error: a request it refused, or answered with its
 * draining 503, or that broke on the way when sending it twice is harmless (retryPolicy.ts),
 * goes again to the next instance, or to the same one once it is back, within the grace window.
 * So the body is read whole first (bodies are small; a larger one is streamed, and sent once).
 */
export function proxyTo(baseUrls: string | readonly string[], options: ProxyOptions): NodeHandler {
  const targets = (typeof baseUrls === 'string' ? [baseUrls] : baseUrls).map((u) => new URL(u))
  if (targets.length === 0) throw new Error('proxyTo needs at least one URL')
  const graceMs = options.retryGraceMs ?? DEFAULT_RETRY_GRACE_MS
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts }
  let turn = 0
  return (req, res) => {
    const first = turn
    turn = (turn + 1) % targets.length
    const proxied: ProxiedRequest = {
      method: req.method ?? 'GET',
      idempotencyKey: Boolean(req.headers['idempotency-key']),
    }
    const headers = forwardedHeaders(req, options.trustProxy)
    const limits = { connectMs: timeouts.connectMs, answerMs: answerTimeoutFor(req.url ?? '/', timeouts) }
    let gone = false
    res.once('close', () => {
      gone = true
    })

    const forward = async () => {
      const body = await receiveBody(req, MAX_RESENDABLE_BODY_BYTES)
      if (!body) return
      // The grace counts from the first try, not from a slow client's first byte.
      const startedAt = Date.now()
      for (let resend = 0; ; resend++) {
        const target = targets[(first + resend) % targets.length]!
        const failure = await tryOnce(target, { req, res, headers, body, proxied, limits })
        if (failure === null) options.observer?.answered(target.host, res.headersSent ? res.statusCode : 0)
        if (failure === null || gone) return
        const delay = body.complete
          ? nextTry(
              proxied,
              failure,
              { resend: resend + 1, elapsedMs: Date.now() - startedAt },
              { instances: targets.length, graceMs },
            )
          : null
        if (delay === null) return failure === 'unanswered' ? answerTimedOut(res) : answerUnavailable(res)
        options.observer?.resent(target.host, failure)
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
        if (gone) return
      }
    }
    // A request Node cannot send (a header it refuses) is answered, never left hanging.
    forward().catch(() => answerUnavailable(res))
  }
}

function forwardedHeaders(req: IncomingMessage, trustProxy: boolean): OutgoingHttpHeaders {
  const forwarded = req.headers['x-forwarded-proto']
  const own = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http'
  return {
    ...withoutHopByHop(req.headers),
    'x-forwarded-proto': trustProxy && forwarded ? forwarded : own,
    'x-forwarded-for': clientAddress(req, trustProxy),
  }
}

/**
 * The one address a service keys its per-client limits on (sign-in pauses, reset links). Never
 * the client's own X-Forwarded-For, which anyone can write: the gateway's peer, or, behind a
 * trusted proxy, the address that proxy appended last (the one it saw).
 */
function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const peer = req.socket.remoteAddress ?? ''
  if (!trustProxy) return peer
  const header = req.headers['x-forwarded-for']
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')
  return chain.at(-1)?.trim() || peer
}

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))
}

interface Exchange {
  req: IncomingMessage
  res: ServerResponse
  headers: OutgoingHttpHeaders
  body: ReceivedBody
  proxied: ProxiedRequest
  limits: { connectMs: number; answerMs: number }
}

/** Sends the request to one instance: null once the client has its answer, else how it failed. */
function tryOnce(
  target: URL,
  { req, res, headers, body, proxied, limits }: Exchange,
): Promise<Failure | null> {
  return new Promise((resolve) => {
    let connected = false
    let answered = false
    const upstream = request({
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...headers, host: target.host },
      // A write that cannot go twice takes a new connection, never one the service may be
      // closing just now: then its only failures are those that show it was not sent.
      agent: isIdempotent(proxied) ? keepAlive : false,
    })
    // A hung instance (it accepts and never answers, or never accepts) is given up on in time.
    limitWaiting(upstream, limits, (which) => {
      logger().warn(
        {
          upstream: target.host,
          method: req.method,
          path: req.url,
          requestId: req.headers['x-request-id'],
          timeoutMs: which === 'connect' ? limits.connectMs : limits.answerMs,
        },
        which === 'connect'
          ? `${target.host} did not accept a connection in time; trying the next instance`
          : `${target.host} did not answer in time`,
      )
      resolve(which === 'connect' ? 'unreachable' : 'unanswered')
    })
    upstream.on('socket', (socket) => {
      if (!socket.connecting) connected = true
      else socket.once('connect', () => (connected = true))
    })
    upstream.on('response', (answer) => {
      answered = true
      answer.once('error', () => res.destroy())
      if (answer.statusCode === 503) {
        // Small, and it must be read to know whether it is the draining answer.
        void readAll(answer).then((bytes) => {
          if (bytes && isDrainingAnswer(bytes)) return resolve('draining')
          if (!bytes) res.destroy()
          else {
            res.writeHead(503, withoutHopByHop(answer.headers))
            res.end(bytes)
          }
          resolve(null)
        })
        return
      }
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers))
      answer.pipe(res)
      resolve(null)
    })
    upstream.on('error', () => {
      // Broken while the answer streamed: the client's answer cannot be mended.
      if (answered) res.destroy()
      else resolve(connected ? 'broken' : 'refused')
    })
    for (const chunk of body.chunks) upstream.write(chunk)
    if (body.complete) upstream.end()
    else req.pipe(upstream)
  })
}

function readAll(stream: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.once('end', () => resolve(Buffer.concat(chunks)))
    stream.once('error', () => resolve(null))
  })
}

function isDrainingAnswer(bytes: Buffer): boolean {
  try {
    return (JSON.parse(bytes.toString()) as { code?: unknown }).code === SHUTTING_DOWN
  } catch {
    return false
  }
}

/** A service that took the request and did not answer in time: said as the other errors are. */
function answerTimedOut(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.writeHead(504, { 'Content-Type': 'application/json' })
  res.end(
    JSON.stringify({
      error: 'The service did not answer in time. Please try again.',
      code: 'GATEWAY_TIMEOUT',
    }),
  )
}

/** Down, restarting past the grace window, or a write that cannot safely go again: said as an outage. */
function answerUnavailable(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' })
  res.end(
    JSON.stringify({
      error: 'The service is unavailable. Please try again.',
      code: 'SERVICE_UNAVAILABLE',
    }),
  )
}

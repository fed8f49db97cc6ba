import { request } from 'node:http'
import type { TLSSocket } from 'node:tls'
import type { NodeHandler } from './gateway.ts'

/**
 * Forwards a request to a service running in its own process, streaming both ways. The
 * service (run with TRUST_PROXY=true: the gateway is its proxy) learns from X-Forwarded-Proto
 * whether the browser's request was HTTPS: the gateway's own connection says so, or, when the
 * gateway itself trusts a proxy in front (TRUST_PROXY), that proxy's header.
 *
 * Given several URLs (instances of one service), each request goes to the next in turn. Any
 * instance may serve any request: they share the database, a write's Consistency-Token names
 * a place in the shared log, and every query service waits on the shared checkpoints.
 */
export function proxyTo(baseUrls: string | readonly string[], options: { trustProxy: boolean }): NodeHandler {
  const targets = (typeof baseUrls === 'string' ? [baseUrls] : baseUrls).map((u) => new URL(u))
  if (targets.length === 0) throw new Error('proxyTo needs at least one URL')
  let turn = 0
  return (req, res) => {
    const target = targets[turn]!
    turn = (turn + 1) % targets.length
    const forwarded = req.headers['x-forwarded-proto']
    const own = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http'
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: target.host,
          'x-forwarded-proto': options.trustProxy && forwarded ? forwarded : own,
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      // Down or restarting: an outage, said as one (writes carry idempotency keys or ids to retry with).
      if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' })
      res.end(
        JSON.stringify({
          error: 'The service is unavailable. Please try again.',
          code: 'SERVICE_UNAVAILABLE',
        }),
      )
    })
    req.pipe(upstream)
  }
}

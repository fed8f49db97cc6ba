import { request } from 'node:http'
import type { NodeHandler } from './gateway.ts'

/** Forwards a request to a service running in its own process, streaming both ways. */
export function proxyTo(baseUrl: string): NodeHandler {
  const target = new URL(baseUrl)
  return (req, res) => {
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: target.host,
          'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
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

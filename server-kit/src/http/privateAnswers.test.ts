import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { forbidden } from '@provender/events'
import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../session.ts'
import { Metrics } from './metrics.ts'
import { useServiceEdge } from './serviceEdge.ts'

let url = ''
const server = createServer()

beforeAll(async () => {
  const app = new Koa()
  useServiceEdge(app, 'query', { metrics: new Metrics(), health: { checks: [] } })
  // What a service mounts after its edge: answers with personal data, a refusal, a sign-in.
  app.use((ctx) => {
    if (ctx.path === '/api/refused') throw forbidden()
    if (ctx.path === '/api/login') ctx.cookies.set(SESSION_COOKIE, 'token', { httpOnly: true })
    if (ctx.path === '/api/openapi.json') ctx.set('Cache-Control', 'no-cache')
    ctx.body = { email: 'orders@bluedoorbistro.test' }
  })
  server.on('request', app.callback())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const signedIn = { Cookie: `${SESSION_COOKIE}=token` }
const cacheControl = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(`${url}${path}`, { headers })).headers.get('cache-control')

// A shared cache (a proxy, the browser's back button on a shared machine) must never keep what
// one signed-in user was shown (issue 35): every answer behind a session says no-store.
describe('answers behind a session', () => {
  it('are never stored, whatever the route, refusals included', async () => {
    expect(await cacheControl('/api/customers/7', signedIn)).toBe('no-store')
    expect(await cacheControl('/api/pick-list.csv?date=2026-12-01', signedIn)).toBe('no-store')
    expect(await cacheControl('/api/refused', signedIn)).toBe('no-store')
  })

  it('include the sign-in that starts the session', async () => {
    expect(await cacheControl('/api/login')).toBe('no-store')
  })

  it('leave a public answer, and a route that says its own, as they are', async () => {
    expect(await cacheControl('/api/anything')).toBeNull()
    expect(await cacheControl('/api/openapi.json', signedIn)).toBe('no-cache')
  })
})

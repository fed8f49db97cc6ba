import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { conflict } from '@provender/events'
import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Metrics } from './metrics.ts'
import { useServiceEdge } from './serviceEdge.ts'

let url = ''
const server = createServer()

beforeAll(async () => {
  const app = new Koa()
  useServiceEdge(app, 'command', { metrics: new Metrics(), health: { checks: [] } })
  // What a service mounts after its edge: here, one that refuses every request.
  app.use(() => {
    throw conflict('Taken.', 'TAKEN')
  })
  server.on('request', app.callback())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('useServiceEdge', () => {
  it('maps what the service’s own middleware throws to an answer, with the request id', async () => {
    const answer = await fetch(`${url}/api/anything`)
    expect(answer.status).toBe(409)
    expect(await answer.json()).toMatchObject({ error: 'Taken.', code: 'TAKEN' })
    expect(answer.headers.get('x-request-id')).toBeTruthy()
  })

  it('answers the probes and the metrics before the service’s own middleware, naming the service', async () => {
    expect((await fetch(`${url}/health/live`)).status).toBe(200)
    expect((await fetch(`${url}/health/ready`)).status).toBe(200)
    const metrics = await fetch(`${url}/metrics`)
    expect(metrics.status).toBe(200)
    expect(await metrics.text()).toMatch(/http_requests_total\{[^}]*service="command"[^}]*status="409"/)
  })
})

import { listen, Metrics, type SessionKeys } from '@provender/server-kit'
import { afterEach, describe, expect, it } from 'vitest'
import { createGateway } from './gateway.ts'
import { serveMetricsPort } from './observability.ts'

const closers: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/** A gateway whose services are never reached: only its own paths are asked here. */
async function gateway(metricsOnPublicPort: boolean, metrics: Metrics) {
  const never = () => {
    throw new Error('not forwarded in this test')
  }
  const app = createGateway({
    command: never,
    query: never,
    sessions: {} as SessionKeys,
    observability: {
      metrics,
      health: { checks: [{ name: 'database', isReady: async () => true }] },
      metricsOnPublicPort,
    },
  })
  const served = await listen(app.callback(), 0, '127.0.0.1')
  closers.push(() => served.close(100))
  return served.url
}

describe('METRICS_PORT', () => {
  it('serves /metrics on its own port only, and never on the public one', async () => {
    const metrics = new Metrics()
    const publicUrl = await gateway(false, metrics)
    const own = await serveMetricsPort({ METRICS_PORT: 0, HOST: '127.0.0.1' }, metrics)
    closers.push(() => own!.close(100))
    expect((await fetch(`${publicUrl}/health/ready`)).status).toBe(200)
    const onPublic = await fetch(`${publicUrl}/metrics`)
    expect(onPublic.status).toBe(404)
    expect(await onPublic.text()).not.toContain('http_requests_total')
    const onOwn = await fetch(`${own!.url}/metrics`)
    expect(onOwn.status).toBe(200)
    expect(await onOwn.text()).toContain(
      'http_requests_total{service="gateway",method="GET",route="/health/ready"',
    )
    expect((await fetch(`${own!.url}/`)).status).toBe(404)
  })

  it('serves /metrics on the public port when unset (development)', async () => {
    const metrics = new Metrics()
    const publicUrl = await gateway(true, metrics)
    expect(await serveMetricsPort({ METRICS_PORT: undefined, HOST: '127.0.0.1' }, metrics)).toBeNull()
    const answer = await fetch(`${publicUrl}/metrics`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('process_cpu_user_seconds_total')
  })
})

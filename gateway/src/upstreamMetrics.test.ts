import { placerMetrics } from '@provender/command-service'
import { Metrics } from '@provender/server-kit'
import { describe, expect, it } from 'vitest'
import { statusClass, upstreamMetrics } from './upstreamMetrics.ts'

describe('the gateway upstream metrics', () => {
  it('count answers by upstream and status class, and resends by reason', async () => {
    const metrics = new Metrics()
    const query = upstreamMetrics(metrics).forService('query')
    query.answered('10.0.0.1:4001', 200)
    query.answered('10.0.0.1:4001', 204)
    query.answered('10.0.0.2:4001', 503)
    query.resent('10.0.0.2:4001', 'refused')
    const text = await metrics.exposition()
    expect(text).toContain(
      'provender_gateway_upstream_answers_total{service="query",upstream="10.0.0.1:4001",status_class="2xx"} 2',
    )
    expect(text).toContain(
      'provender_gateway_upstream_answers_total{service="query",upstream="10.0.0.2:4001",status_class="5xx"} 1',
    )
    expect(text).toContain(
      'provender_gateway_upstream_resends_total{service="query",upstream="10.0.0.2:4001",reason="refused"} 1',
    )
    expect([statusClass(404), statusClass(0)]).toEqual(['4xx', 'other'])
  })
})

describe('the standing-order placer metrics', () => {
  it('note the last pass and count what it placed and missed', async () => {
    const metrics = new Metrics()
    const passed = placerMetrics(metrics)
    const before = Date.now() / 1000
    passed({ looked: 3, placed: 2, missed: 1, failed: 0 })
    passed({ looked: 1, placed: 1, missed: 0, failed: 1 })
    const text = await metrics.exposition()
    expect(text).toMatch(/^provender_standing_orders_placed_total 3$/m)
    expect(text).toMatch(/^provender_standing_orders_missed_total 1$/m)
    expect(text).toMatch(/^provender_standing_orders_failed_total 1$/m)
    const last = Number(/^provender_standing_orders_last_pass_timestamp_seconds (\S+)$/m.exec(text)![1])
    expect(last).toBeGreaterThanOrEqual(Math.floor(before))
  })
})

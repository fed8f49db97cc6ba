import { describe, expect, it } from 'vitest'
import { Metrics } from './metrics.ts'

describe('Metrics', () => {
  it('counts requests, appends, group sizes and login failures in its own registry', async () => {
    const metrics = new Metrics()
    const other = new Metrics()
    metrics.recordRequest({ service: 'command', method: 'POST', route: '/api/orders', status: 201 }, 0.02)
    metrics.store.appended(3)
    metrics.store.groupWritten(5)
    metrics.loginFailures.inc({ reason: 'INVALID_PASSWORD' })
    const text = await metrics.exposition()
    expect(text).toContain(
      'http_requests_total{service="command",method="POST",route="/api/orders",status="201"} 1',
    )
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.025",service="command",method="POST",route="/api/orders",status="201"} 1',
    )
    expect(text).toContain('provender_event_store_appends_total 1')
    expect(text).toContain('provender_event_store_events_appended_total 3')
    expect(text).toContain('provender_event_store_group_commit_size_bucket{le="8"} 1')
    expect(text).toContain('provender_login_failures_total{reason="INVALID_PASSWORD"} 1')
    // Another process part's registry saw none of it.
    expect(await other.exposition()).not.toContain('route="/api/orders"')
  })
})

import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { placerMetrics, watchMailQueue } from '@provender/command-service'
import { allProjections, watchProjections, watchReplica } from '@provender/query-service'
import { Metrics } from '@provender/server-kit'
import type { Knex } from 'knex'
import { describe, expect, it } from 'vitest'
import { upstreamMetrics } from './upstreamMetrics.ts'

// docs/alerts.yml and docs/grafana-dashboard.json name only metrics a service really exposes:
// the names are taken from a registry wired as the services wire theirs (nothing is collected,
// so no database is asked), and a metric renamed or dropped in code fails here.

const docs = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs')

/** Every series name a registry wired like the services' exposes (a histogram's three). */
function exposedNames(): Set<string> {
  const metrics = new Metrics()
  const unused = {} as Knex
  watchProjections(
    metrics,
    unused,
    allProjections.map((p) => p.name),
  )
  watchReplica(metrics, { healthy: true, lagSeconds: 0 })
  upstreamMetrics(metrics)
  watchMailQueue(metrics, unused)
  placerMetrics(metrics)
  const names = new Set<string>()
  for (const metric of metrics.registry.getMetricsAsArray()) {
    const { name, type } = metric as unknown as { name: string; type: string }
    names.add(name)
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix)
  }
  return names
}

/** The metric names of our own and prom-client's in PromQL (Prometheus' `up` and functions are not). */
function metricNamesIn(expr: string): string[] {
  return expr.match(/\b(?:provender|http|process|nodejs)_[a-z0-9_]+/g) ?? []
}

function alertExpressions(): Map<string, string> {
  const text = readFileSync(join(docs, 'alerts.yml'), 'utf8')
  const rules = new Map<string, string>()
  for (const block of text.split(/^\s*- alert: /m).slice(1)) {
    const name = block.split('\n')[0]!.trim()
    const expr = /^\s*expr: (.+)$/m.exec(block)?.[1]
    if (!expr) throw new Error(`alert ${name} has no one-line expr`)
    rules.set(name, expr)
  }
  return rules
}

function dashboardExpressions(): Map<string, string[]> {
  const dashboard = JSON.parse(readFileSync(join(docs, 'grafana-dashboard.json'), 'utf8')) as {
    panels: { title: string; targets: { expr: string }[] }[]
  }
  return new Map(dashboard.panels.map((p) => [p.title, p.targets.map((t) => t.expr)]))
}

describe('the alerting rules and the dashboard', () => {
  const exposed = exposedNames()

  it('alert on what on-call must see', () => {
    const rules = alertExpressions()
    expect([...rules.keys()]).toEqual(
      expect.arrayContaining([
        'ReadSideBehind',
        'MailBacklog',
        'StandingOrderPlacerStalled',
        'ReadReplicaBypassed',
        'ServerErrors',
      ]),
    )
    expect(rules.get('ReadSideBehind')).toContain('provender_projection_lag_seconds')
    expect(rules.get('ServerErrors')).toContain('http_requests_total{status=~"5.."}')
  })

  it('name only metrics a service exposes', () => {
    const unknown: string[] = []
    for (const [name, expr] of alertExpressions())
      for (const metric of metricNamesIn(expr))
        if (!exposed.has(metric)) unknown.push(`alert ${name}: ${metric}`)
    for (const [title, exprs] of dashboardExpressions())
      for (const metric of exprs.flatMap(metricNamesIn))
        if (!exposed.has(metric)) unknown.push(`panel "${title}": ${metric}`)
    expect(unknown).toEqual([])
  })

  it('show every metric the alerts use, and request rate and latency', () => {
    const shown = new Set([...dashboardExpressions().values()].flat().flatMap(metricNamesIn))
    const alerted = [...alertExpressions().values()].flatMap(metricNamesIn)
    expect(alerted.filter((m) => !shown.has(m))).toEqual([])
    expect(shown).toContain('http_request_duration_seconds_bucket')
    expect(shown).toContain('provender_build_info')
    expect(shown).toContain('provender_gateway_upstream_resends_total')
  })
})

import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Debian's Prometheus server (package prometheus; CI installs it). */
export const PROMETHEUS = '/usr/bin/prometheus'

export interface PrometheusAlert {
  labels: Record<string, string>
  state: 'pending' | 'firing'
}

export interface RunningPrometheus {
  url: string
  /** The alerts pending or firing now (GET /api/v1/alerts). */
  alerts(): Promise<PrometheusAlert[]>
  /** An instant query's series (GET /api/v1/query). */
  query(expr: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]>
  output(): string
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * A Prometheus server of the test's own: a temp config and storage, on a free port of
 * 127.0.0.1, scraping `jobs` (name to host:port targets) every second and evaluating the rules
 * of `rulesFile` every second. `rewriteRules` may shorten them (a rule's `for:`) in its copy.
 */
export async function startPrometheus(options: {
  jobs: Record<string, string[]>
  rulesFile: string
  rewriteRules?: (text: string) => string
  timeoutMs?: number
}): Promise<RunningPrometheus> {
  const dir = mkdtempSync(join(tmpdir(), 'provender-prometheus-'))
  const rules = readFileSync(options.rulesFile, 'utf8')
  writeFileSync(join(dir, 'alerts.yml'), options.rewriteRules ? options.rewriteRules(rules) : rules)
  const scrapes = Object.entries(options.jobs).map(
    ([job, targets]) =>
      `  - job_name: ${job}\n    static_configs:\n      - targets: [${targets.map((t) => `'${t}'`).join(', ')}]`,
  )
  writeFileSync(
    join(dir, 'prometheus.yml'),
    `global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\n  evaluation_interval: 1s\nrule_files:\n  - ${join(dir, 'alerts.yml')}\nscrape_configs:\n${scrapes.join('\n')}\n`,
  )
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(
    PROMETHEUS,
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const running: RunningPrometheus = {
    url,
    async alerts() {
      const answer = (await (await fetch(`${url}/api/v1/alerts`)).json()) as {
        data: { alerts: PrometheusAlert[] }
      }
      return answer.data.alerts
    },
    async query(expr) {
      const answer = (await (
        await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expr)}`)
      ).json()) as {
        data: { result: { metric: Record<string, string>; value: [number, string] }[] }
      }
      return answer.data.result
    },
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
  const deadline = Date.now() + (options.timeoutMs ?? 30_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited (${child.exitCode}):\n${output}`)
    const ready = await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return running
    if (Date.now() > deadline) {
      await running.stop()
      throw new Error(`prometheus did not get ready:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Asks `check` every second until it holds; throws with `what` after `timeoutMs`. */
export async function eventually(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

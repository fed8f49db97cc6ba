/**
 * The bench's projection lag: orders appended at a steady 200 a second (open loop: the pace
 * does not wait for the answers) into a copy of the bench history, while a query service runs
 * as it does in production (its own process, LISTEN/NOTIFY, runner started). For each order,
 * the time from its append's acknowledgement (when a client holds its Consistency-Token) until
 * its row is there for a read of the orders read model, polled every few milliseconds.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { streams } from '@provender/events'
import { connect, PostgresEventStore } from '@provender/server-kit'
import type { Knex } from 'knex'
import { benchOrderSource } from './benchOrders.mts'

export interface LagFigures {
  rate: number
  appended: number
  seen: number
  p50: number
  p95: number
  p99: number
  max: number
  /** The same, from the moment the append was sent rather than acknowledged. */
  fromSentP95: number
  appendP95: number
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** A copy of the bench database, so a run's writes never reach the kept history. */
export async function scratchCopy(admin: Knex, source: string, name: string): Promise<void> {
  await admin.raw(`drop database if exists ${name} with (force)`)
  // CREATE DATABASE ... TEMPLATE needs the source without other sessions.
  await admin.raw(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()',
    [source],
  )
  await admin.raw(`create database ${name} template ${source}`)
}

/** Starts one of the product's real entry points and waits for the line with its URL. */
export function startEntry(
  entry: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (c: Buffer) => {
      output += c.toString()
    })
    child.stdout!.on('data', (c: Buffer) => {
      output += c.toString()
      const match = ready.exec(output)
      if (match)
        resolve({
          child,
          url: match[1]!,
          async stop() {
            if (child.exitCode !== null || child.signalCode !== null) return
            child.kill('SIGTERM')
            const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
            await exited
            clearTimeout(timer)
          },
        })
    })
    void exited.then(() => reject(new Error(`${entry} exited before it started:\n${output}`)))
  })
}

export async function projectionLag(options: {
  dbUrl: string
  secret: string
  seed: number
  ordersPerSecond: number
  seconds: number
}): Promise<LagFigures> {
  const { dbUrl, ordersPerSecond, seconds } = options
  const query = await startEntry(
    'query-service/src/main.ts',
    { DATABASE_URL: dbUrl, SESSION_SECRET: options.secret, QUERY_PORT: '0' },
    /listening on (http:\/\/\S+)/,
  )
  const db = connect(dbUrl, false)
  const store = new PostgresEventStore(db)
  try {
    const total = Math.round(ordersPerSecond * seconds)
    const orders = await benchOrderSource(db, options.seed, total)

    const sentAt = new Map<number, number>()
    const ackedAt = new Map<number, number>()
    const lags: number[] = []
    const fromSent: number[] = []
    const appendTimes: number[] = []
    let appended = 0
    let done = false
    let deadline = Number.POSITIVE_INFINITY

    // The reader: which acknowledged orders are visible now, every 5 ms.
    const poller = (async () => {
      while (!done || ackedAt.size > 0) {
        const pending = [...ackedAt.keys()]
        if (pending.length > 0) {
          const { rows } = await db.raw<{ rows: { id: number }[] }>(
            'select id from rm_orders where id = any(?)',
            [pending],
          )
          const now = performance.now()
          for (const { id } of rows) {
            lags.push(now - ackedAt.get(id)!)
            fromSent.push(now - sentAt.get(id)!)
            ackedAt.delete(id)
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 5))
        if (done && performance.now() > deadline + 10_000) break
      }
    })()

    // The writers: one append every 1/rate seconds, whatever the answers take.
    const started = performance.now()
    const inFlight = new Set<Promise<void>>()
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / ordersPerSecond
      const wait = due - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      const orderId = orders.orderId(i)
      const sent = performance.now()
      sentAt.set(orderId, sent)
      const work = store.append(streams.order(orderId), 'no_stream', [orders.event(i)]).then(() => {
        const acked = performance.now()
        appendTimes.push(acked - sent)
        ackedAt.set(orderId, acked)
        appended++
      })
      inFlight.add(work)
      void work.finally(() => inFlight.delete(work))
    }
    await Promise.all(inFlight)
    const rate = appended / ((performance.now() - started) / 1000)
    deadline = performance.now()
    done = true
    await poller
    lags.sort((a, b) => a - b)
    fromSent.sort((a, b) => a - b)
    appendTimes.sort((a, b) => a - b)
    return {
      rate,
      appended,
      seen: lags.length,
      p50: percentile(lags, 50),
      p95: percentile(lags, 95),
      p99: percentile(lags, 99),
      max: lags.at(-1) ?? Number.NaN,
      fromSentP95: percentile(fromSent, 95),
      appendP95: percentile(appendTimes, 95),
    }
  } finally {
    await query.stop()
    await store.close()
    await db.destroy()
  }
}

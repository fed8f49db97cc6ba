/**
 * The memory soak: `npm start`'s composition (the gateway with both services in one process,
 * embedded PGlite, demo data) in a process of its own, under a steady rate of requests, nine
 * reads to one order placed, for BENCH_SOAK_SECONDS. Its resident memory (RSS, which includes
 * PGlite's WebAssembly heap) and its JavaScript heap after a full GC are reported every 5 s;
 * the growth is the median of the last 30 s against the median of the 30 s after warm-up
 * (the first third, at most two minutes).
 */
import { fork } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'

interface Memory {
  rss: number
  heapUsed: number
  external: number
  arrayBuffers: number
}

/** Forks the soak's server and waits for its URL; its memory reports go to `onMemory`. */
function startSoakServer(env: Record<string, string>, onMemory: (m: Memory) => void) {
  const child = fork(new URL('./benchSoakServer.mts', import.meta.url).pathname, [], {
    cwd: new URL('..', import.meta.url).pathname,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, HOST: '127.0.0.1', ...env },
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise<{ url: string; stop(): Promise<void> }>((resolve, reject) => {
    child.on('message', (m: { url?: string; memory?: Memory }) => {
      if (m.memory) onMemory(m.memory)
      if (m.url)
        resolve({
          url: m.url,
          async stop() {
            child.disconnect()
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
            await exited
            clearTimeout(timer)
          },
        })
    })
    void exited.then(() => reject(new Error('the soak server exited before it started')))
  })
}

const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789'

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length === 0 ? Number.NaN : s[Math.floor(s.length / 2)]!
}

async function signIn(url: string, email: string, password: string): Promise<{ cookie: string; id: number }> {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' },
    body: JSON.stringify({ email, password }),
  })
  if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.status}`)
  const body = (await answer.json()) as { user: { id: number } }
  return { cookie: answer.headers.get('set-cookie')!.split(';')[0]!, id: body.user.id }
}

export async function memorySoak(options: { seconds: number; requestsPerSecond: number }) {
  const { seconds, requestsPerSecond } = options
  const env: Record<string, string> = {
    PORT: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'provender-soak-')),
    DEMO_DATA: 'true',
    SESSION_SECRET: SECRET,
    // The one-process start as `npm start` runs it: on the embedded database (empty is unset).
    DATABASE_URL: '',
  }
  const samples: { at: number; mb: number; heapMb: number }[] = []
  let started = Date.now()
  const gateway = await startSoakServer(env, (m) =>
    samples.push({ at: (Date.now() - started) / 1000, mb: m.rss / 1048576, heapMb: m.heapUsed / 1048576 }),
  )
  try {
    const admin = await signIn(gateway.url, 'admin@provender.test', 'Demo#Admin2026')
    const customer = await signIn(gateway.url, 'orders@bluedoorbistro.test', 'Demo#Order2026')
    const products = (await (
      await fetch(`${gateway.url}/api/customers/${customer.id}/products`, {
        headers: { cookie: customer.cookie },
      })
    ).json()) as { products: { productId: string; unitType: string }[] }
    const order = JSON.stringify({
      items: products.products.slice(0, 5).map((p) => ({
        productId: p.productId,
        quantity: p.unitType === 'weight' ? 1.5 : 2,
        quantityType: p.unitType === 'weight' ? 'weight' : 'pack',
      })),
    })
    let key = 0
    const as = (cookie: string, path: string, method: 'GET' | 'POST' = 'GET') => ({
      method,
      path,
      headers: { cookie, 'x-requested-with': 'bench', 'accept-encoding': 'gzip' },
    })
    const requests: autocannon.Request[] = [
      as(admin.cookie, '/api/orders?limit=25&offset=0&sortField=createdAt&sortOrder=DESC&fulfilled=false'),
      as(admin.cookie, '/api/orders?limit=25&offset=0&sortField=createdAt&sortOrder=DESC&search=bistro'),
      as(admin.cookie, '/api/customers?search=oak&limit=25&page=1'),
      as(admin.cookie, '/api/products?page=1&limit=25'),
      as(customer.cookie, `/api/customers/${customer.id}/products`),
      as(customer.cookie, `/api/orders/customer/${customer.id}?limit=10&offset=0`),
      as(customer.cookie, '/api/settings/order-window/effective'),
      as(customer.cookie, '/api/account/me'),
      as(admin.cookie, '/api/users?page=1&limit=25'),
      {
        ...as(customer.cookie, '/api/orders', 'POST'),
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'idempotency-key': `soak-${key++}`,
          },
          body: order,
        }),
      },
    ]

    samples.length = 0
    started = Date.now()
    const minutes = setInterval(() => {
      const last = samples.at(-1)
      if (last)
        console.log(
          `  soak ${Math.round(last.at)} s: RSS ${last.mb.toFixed(0)} MB, heap ${last.heapMb.toFixed(0)} MB`,
        )
    }, 60_000)
    const result = await autocannon({
      url: gateway.url,
      // Enough connections that the rate, not the answers' latency, sets the pace.
      connections: 16,
      overallRate: requestsPerSecond,
      duration: seconds,
      requests,
    })
    clearInterval(minutes)

    const warmUp = Math.min(120, seconds / 3)
    const baseline = median(samples.filter((s) => s.at >= warmUp && s.at < warmUp + 30).map((s) => s.mb))
    const final = median(samples.filter((s) => s.at >= seconds - 30).map((s) => s.mb))
    const peak = Math.max(...samples.map((s) => s.mb))
    const growthPercent = ((final - baseline) / baseline) * 100
    const heapBaseline = median(
      samples.filter((s) => s.at >= warmUp && s.at < warmUp + 30).map((s) => s.heapMb),
    )
    const heapFinal = median(samples.filter((s) => s.at >= seconds - 30).map((s) => s.heapMb))
    const heapGrowth = ((heapFinal - heapBaseline) / heapBaseline) * 100
    const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)} %`
    const failures = result.non2xx + result.errors + result.timeouts
    const byMinute = samples
      .filter((s, i) => i === 0 || Math.floor(s.at / 60) !== Math.floor(samples[i - 1]!.at / 60))
      .map((s) => `${Math.round(s.at)} s ${s.mb.toFixed(0)}/${s.heapMb.toFixed(0)}`)
      .join(', ')
    const note = `${result.requests.total} requests (${result.requests.average.toFixed(1)}/s, ${failures} failed; nine reads to one order placed), p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms; RSS at start ${samples[0]!.mb.toFixed(0)} MB, after a ${Math.round(warmUp)} s warm-up ${baseline.toFixed(0)} MB, at the end ${final.toFixed(0)} MB (${signed(growthPercent)}), peak ${peak.toFixed(0)} MB; JavaScript heap after a full GC ${heapBaseline.toFixed(0)} -> ${heapFinal.toFixed(0)} MB (${signed(heapGrowth)}); by minute (RSS/heap MB): ${byMinute}`
    console.log(`  ${note}`)
    return { growthPercent, p50: result.latency.p50, p97_5: result.latency.p97_5, note }
  } finally {
    await gateway.stop()
  }
}

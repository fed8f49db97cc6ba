import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect, type Server as NetServer, createServer as netServer, type Socket } from 'node:net'
import { listen, parseSettings } from '@provender/server-kit'
import { afterEach, describe, expect, it } from 'vitest'
import { proxyTo } from './proxy.ts'
import { UPSTREAM_IDLE_MS } from './upstreamTimeouts.ts'

// The gateway's proxy in front of instances that hang: one that accepts connections and never
// answers, one that never accepts them (its accept queue full), beside one that works.

const CONNECT_MS = 300
const ANSWER_MS = 400
const closers: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
})

async function serve(handler: RequestListener): Promise<string> {
  const server: Server = createServer(handler)
  closers.push(() => {
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const upService: RequestListener = (req, res) => {
  req.resume()
  req.on('end', () => {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ method: req.method }))
  })
}

/** Accepts every connection and reads the request, and never answers. */
async function hungService(): Promise<{ url: string; requests: () => number }> {
  const sockets = new Set<Socket>()
  let bytes = 0
  const server: NetServer = netServer((socket) => {
    sockets.add(socket)
    socket.on('data', () => bytes++)
  })
  closers.push(() => {
    for (const socket of sockets) socket.destroy()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => bytes }
}

/**
 * A port whose accept queue is full: a process listens (backlog 1) and its event loop never
 * turns again, so the kernel completes as many handshakes as the queue holds and then drops
 * every new connection's SYN. A connect there neither succeeds nor fails: it hangs.
 */
async function blackhole(): Promise<string> {
  const script = `const s = require('node:net').createServer()
s.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
  process.stdout.write(s.address().port + '\\n')
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)
})`
  const child: ChildProcess = spawn(process.execPath, ['-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const fillers: Socket[] = []
  closers.push(() => {
    for (const socket of fillers) socket.destroy()
    child.kill('SIGKILL')
  })
  const port = await new Promise<number>((resolve) =>
    child.stdout!.once('data', (d: Buffer) => resolve(Number(d))),
  )
  for (let i = 0; i < 20; i++) {
    const socket = connect(port, '127.0.0.1')
    fillers.push(socket)
    const connected = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true))
      setTimeout(() => resolve(false), 200)
    })
    if (!connected) return `http://127.0.0.1:${port}`
  }
  throw new Error('the accept queue never filled')
}

function gatewayTo(urls: string[], retryGraceMs = 5000): Promise<string> {
  return serve(
    proxyTo(urls, {
      trustProxy: false,
      retryGraceMs,
      timeouts: { connectMs: CONNECT_MS, answerMs: ANSWER_MS, fileAnswerMs: ANSWER_MS * 4 },
    }),
  )
}

async function send(gateway: string, method: string, options: { key?: string; path?: string } = {}) {
  const startedAt = Date.now()
  const answer = await fetch(`${gateway}${options.path ?? '/api/thing'}`, {
    method,
    headers: options.key ? { 'Idempotency-Key': options.key } : {},
    body: method === 'GET' ? undefined : '{}',
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await answer.json()) as Record<string, unknown>
  return { status: answer.status, body, ms: Date.now() - startedAt }
}

describe('an instance that accepts connections and never answers', () => {
  it('beside a working one: reads and keyed writes are answered by the other after the answer timeout', async () => {
    const hung = await hungService()
    const gateway = await gatewayTo([hung.url, await serve(upService)])
    // Each request below goes first to the hung instance (they alternate, so one in between).
    const read = await send(gateway, 'GET')
    await send(gateway, 'GET')
    const keyed = await send(gateway, 'POST', { key: 'order-1' })
    expect(read).toMatchObject({ status: 200, body: { method: 'GET' } })
    expect(keyed).toMatchObject({ status: 200, body: { method: 'POST' } })
    for (const { ms } of [read, keyed]) {
      expect(ms).toBeGreaterThanOrEqual(ANSWER_MS - 20)
      expect(ms).toBeLessThan(ANSWER_MS + 1500)
    }
    expect(hung.requests()).toBeGreaterThan(0)
  })

  it('beside a working one: a write without a key, which may be under way, is answered 504 and not sent again', async () => {
    const seen: string[] = []
    const up = await serve((req, res) => {
      seen.push(req.method ?? '')
      upService(req, res)
    })
    const gateway = await gatewayTo([(await hungService()).url, up])
    const write = await send(gateway, 'POST')
    expect(write.status).toBe(504)
    expect(write.body).toEqual({
      error: 'The service did not answer in time. Please try again.',
      code: 'GATEWAY_TIMEOUT',
    })
    expect(seen).toEqual([])
  })

  it('alone: answers 504 in about the answer timeout, never waits on it twice', async () => {
    const gateway = await gatewayTo([(await hungService()).url])
    for (const method of ['GET', 'DELETE']) {
      const answer = await send(gateway, method)
      expect(answer).toMatchObject({ status: 504, body: { code: 'GATEWAY_TIMEOUT' } })
      expect(answer.ms).toBeGreaterThanOrEqual(ANSWER_MS - 20)
      expect(answer.ms).toBeLessThan(ANSWER_MS + 1000)
    }
  })

  it('gives imports, exports and files their own, longer answer timeout', async () => {
    const gateway = await gatewayTo([(await hungService()).url])
    const answer = await send(gateway, 'GET', { path: '/api/exports/orders.xlsx' })
    expect(answer.status).toBe(504)
    expect(answer.ms).toBeGreaterThanOrEqual(ANSWER_MS * 4 - 20)
  })
})

describe('an instance that never accepts a connection', () => {
  it('is skipped after the connect timeout, for writes without a key too: nothing was sent', async () => {
    const gateway = await gatewayTo([await blackhole(), await serve(upService)])
    const read = await send(gateway, 'GET')
    await send(gateway, 'GET')
    const write = await send(gateway, 'POST')
    for (const answer of [read, write]) {
      expect(answer.status).toBe(200)
      expect(answer.ms).toBeGreaterThanOrEqual(CONNECT_MS - 20)
      expect(answer.ms).toBeLessThan(CONNECT_MS + 1500)
    }
  })

  it('alone: answers 503 once the grace window is over, not a hang', async () => {
    const gateway = await gatewayTo([await blackhole()], 1000)
    const answer = await send(gateway, 'POST')
    expect(answer).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } })
    expect(answer.ms).toBeLessThan(1000 + CONNECT_MS + 1000)
  })
})

describe("the gateway's pooled connections to a service", () => {
  it('idle out before the shortest keep-alive a service may be given', async () => {
    expect(() => parseSettings({ KEEP_ALIVE_TIMEOUT_MS: String(UPSTREAM_IDLE_MS) })).toThrow()
    const service = await listen(upService, 0, '127.0.0.1', { keepAliveTimeoutMs: 5000 })
    closers.push(() => service.close(100).then(() => undefined))
    const gateway = await gatewayTo([service.url])
    expect((await send(gateway, 'GET')).status).toBe(200)
    const open = () =>
      new Promise<number>((resolve) => service.server.getConnections((_e, count) => resolve(count)))
    expect(await open()).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, UPSTREAM_IDLE_MS + 300))
    // Closed by the gateway before the service's 5 s: no request can meet a closing socket.
    expect(await open()).toBe(0)
  }, 10_000)
})

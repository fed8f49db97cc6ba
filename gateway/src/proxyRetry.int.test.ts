import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { SHUTTING_DOWN } from '@provender/server-kit'
import { afterEach, describe, expect, it } from 'vitest'
import { proxyTo } from './proxy.ts'
import { MAX_RESENDABLE_BODY_BYTES } from './proxyBody.ts'

// The gateway's proxy in front of stand-in services that refuse, drain, break or come back:
// which requests it sends again, to where, with the same body, and for how long.

const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})

async function serve(handler: RequestListener, port = 0): Promise<string> {
  const server = createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A port nothing listens on (until a test starts a service there). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
    req.on('end', () => resolve(text))
  })
}

/** Echoes method and body, and counts what it was sent. */
function echoService(seen: string[]): RequestListener {
  return (req, res) => {
    void bodyOf(req).then((body) => {
      seen.push(`${req.method} ${body}`)
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ method: req.method, body }))
    })
  }
}

const drainingAnswer = (res: ServerResponse) => {
  res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1', Connection: 'close' })
  res.end(JSON.stringify({ error: 'The service is restarting.', code: SHUTTING_DOWN }))
}

async function send(gateway: string, method: string, body?: string, key?: string) {
  const answer = await fetch(`${gateway}/api/thing`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body,
  })
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
}

async function gatewayTo(urls: string[], retryGraceMs: number): Promise<string> {
  return serve(proxyTo(urls, { trustProxy: false, retryGraceMs }))
}

describe('the gateway resends a request that never reached a service', () => {
  it('holds a read, and a write without a key, until a refusing service is back', async () => {
    const port = await freePort()
    const gateway = await gatewayTo([`http://127.0.0.1:${port}`], 5000)
    const seen: string[] = []
    const read = send(gateway, 'GET')
    const write = send(gateway, 'POST', '{"name":"once"}')
    await new Promise((resolve) => setTimeout(resolve, 400))
    await serve(echoService(seen), port)
    expect(await read).toEqual({ status: 200, body: { method: 'GET', body: '' } })
    expect(await write).toEqual({ status: 200, body: { method: 'POST', body: '{"name":"once"}' } })
    expect(seen.sort()).toEqual(['GET ', 'POST {"name":"once"}'])
  })

  it('sends a write the service answered with its draining 503 again, the same body, to the next instance', async () => {
    const drainingSeen: string[] = []
    const draining = await serve((req, res) => {
      void bodyOf(req).then((body) => {
        drainingSeen.push(body)
        drainingAnswer(res)
      })
    })
    const seen: string[] = []
    const up = await serve(echoService(seen))
    const gateway = await gatewayTo([draining, up], 5000)
    expect(await send(gateway, 'PUT', '{"price":3}')).toEqual({
      status: 200,
      body: { method: 'PUT', body: '{"price":3}' },
    })
    expect(drainingSeen).toEqual(['{"price":3}'])
    expect(seen).toEqual(['PUT {"price":3}'])
  })

  it('passes any other 503 on as it came, sent once', async () => {
    let tries = 0
    const outage = await serve((_req, res) => {
      tries++
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '2' })
      res.end(JSON.stringify({ error: 'Database down.', code: 'DATABASE_UNAVAILABLE' }))
    })
    const gateway = await gatewayTo([outage], 5000)
    expect(await send(gateway, 'GET')).toEqual({
      status: 503,
      body: { error: 'Database down.', code: 'DATABASE_UNAVAILABLE' },
    })
    expect(tries).toBe(1)
  })
})

describe('a request whose connection broke on the way', () => {
  /** Cuts the connection of the first request it gets, answers the others. */
  async function breaksOnce(seen: string[]): Promise<string> {
    let first = true
    const echo = echoService(seen)
    return serve((req, res) => {
      if (!first) return echo(req, res)
      first = false
      void bodyOf(req).then((body) => {
        seen.push(`cut ${req.method} ${body}`)
        req.socket.destroy()
      })
    })
  }

  it('goes again when it carries an Idempotency-Key', async () => {
    const seen: string[] = []
    const gateway = await gatewayTo([await breaksOnce(seen)], 5000)
    expect(await send(gateway, 'POST', '{"order":1}', 'key-1')).toEqual({
      status: 200,
      body: { method: 'POST', body: '{"order":1}' },
    })
    expect(seen).toEqual(['cut POST {"order":1}', 'POST {"order":1}'])
  })

  it('is answered 503 and never sent twice when it is a write without a key', async () => {
    const seen: string[] = []
    const gateway = await gatewayTo([await breaksOnce(seen)], 5000)
    const answer = await send(gateway, 'POST', '{"order":2}')
    expect(answer).toEqual({ status: 503, body: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(seen).toEqual(['cut POST {"order":2}'])
  })
})

describe('the grace window', () => {
  it('ends the waiting with a 503 once it has passed', async () => {
    const gateway = await gatewayTo([`http://127.0.0.1:${await freePort()}`], 300)
    const started = Date.now()
    const answer = await send(gateway, 'GET')
    const waited = Date.now() - started
    expect(answer).toEqual({ status: 503, body: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) })
    // Tries at 0, 50 and 150 ms; the next (at 350) would start past the window.
    expect(waited).toBeGreaterThanOrEqual(150)
    expect(waited).toBeLessThan(300 + 1000)
  })
})

describe('a body larger than any service accepts', () => {
  it('is streamed through once, for the service to refuse itself', async () => {
    let received = 0
    let tries = 0
    const service = await serve((req, res) => {
      tries++
      req.on('data', (chunk: Buffer) => {
        received += chunk.length
      })
      req.on('end', () => {
        res.writeHead(413, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ error: 'Request body too large.' }))
      })
    })
    const gateway = await gatewayTo([service], 5000)
    const size = MAX_RESENDABLE_BODY_BYTES + 4096
    const answer = await send(gateway, 'POST', `"${'x'.repeat(size - 2)}"`, 'big')
    expect(answer).toEqual({ status: 413, body: { error: 'Request body too large.' } })
    expect({ tries, received }).toEqual({ tries: 1, received: size })
  })
})

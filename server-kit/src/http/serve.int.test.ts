import { Agent, request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { listen } from './serve.ts'

function get(url: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
      .on('error', reject)
      .end()
  })
}

describe('a server that is stopping', () => {
  it('says it is draining from the stop on, finishes what is in flight, and is not held by an idle connection', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const http = await listen(
      (req, res) => {
        if (req.url === '/slow') void held.then(() => res.end('done'))
        else if (req.url === '/health/ready') res.end(http.draining() ? 'draining' : 'ready')
        else res.end('quick')
      },
      0,
      '127.0.0.1',
    )
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const other = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      expect(http.draining()).toBe(false)
      // A keep-alive connection that is open (and idle) when the stop begins.
      expect(await get(`${http.url}/warm`, other)).toEqual({ status: 200, body: 'quick' })
      const slow = get(`${http.url}/slow`, agent)
      await new Promise((resolve) => setTimeout(resolve, 100))
      const closed = http.close(5000)
      expect(http.draining()).toBe(true)
      // Still listening while the slow one is in flight: a probe reaches the handler, work does not.
      const fresh = new Agent()
      expect(await get(`${http.url}/health/ready`, fresh)).toEqual({ status: 200, body: 'draining' })
      const refused = await get(`${http.url}/new-work`, fresh)
      expect(refused.status).toBe(503)
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'SHUTTING_DOWN' })
      fresh.destroy()
      release()
      expect(await slow).toEqual({ status: 200, body: 'done' })
      expect(await closed).toBe(true)
      expect(http.draining()).toBe(true)
    } finally {
      agent.destroy()
      other.destroy()
      release()
      await http.close(100)
    }
  })
})

describe("a server's keep-alive", () => {
  it('outlasts a load balancer: 65 s unless set, headers timeout above it, and says so to clients', async () => {
    const usual = await listen((_req, res) => res.end('ok'), 0, '127.0.0.1')
    const set = await listen((_req, res) => res.end('ok'), 0, '127.0.0.1', { keepAliveTimeoutMs: 7000 })
    const agent = new Agent({ keepAlive: true })
    try {
      expect([usual.server.keepAliveTimeout, usual.server.headersTimeout]).toEqual([65_000, 66_000])
      expect([set.server.keepAliveTimeout, set.server.headersTimeout]).toEqual([7000, 8000])
      // What a client (the gateway's agent, a balancer) hears on a real connection.
      const hint = await new Promise<string>((resolve, reject) => {
        request(`${usual.url}/`, { agent }, (res) => {
          res.resume()
          resolve(String(res.headers['keep-alive']))
        })
          .on('error', reject)
          .end()
      })
      expect(hint).toBe('timeout=65')
    } finally {
      agent.destroy()
      await usual.close(100)
      await set.close(100)
    }
  })
})

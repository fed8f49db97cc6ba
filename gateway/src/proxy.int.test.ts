import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { proxyTo } from './proxy.ts'

/** A service that answers the X-Forwarded-Proto it was given. */
let service: Server
let serviceUrl: string

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )
}

beforeAll(async () => {
  service = createServer((req, res) =>
    res.end(
      req.url === '/for' ? String(req.headers['x-forwarded-for']) : String(req.headers['x-forwarded-proto']),
    ),
  )
  serviceUrl = await listen(service)
})
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())))

async function forwardedProto(trustProxy: boolean, claim?: string): Promise<string> {
  return throughGateway(trustProxy, '/', claim ? { 'X-Forwarded-Proto': claim } : {})
}

async function throughGateway(trustProxy: boolean, path: string, headers: Record<string, string>) {
  const gateway = createServer(proxyTo(serviceUrl, { trustProxy }))
  try {
    const url = await listen(gateway)
    const answer = await fetch(url + path, { headers })
    return await answer.text()
  } finally {
    gateway.closeAllConnections()
    await new Promise<void>((resolve) => gateway.close(() => resolve()))
  }
}

describe('the gateway tells a service whether the request was HTTPS', () => {
  it('from its own connection when it trusts no proxy, whatever the client claims', async () => {
    expect(await forwardedProto(false)).toBe('http')
    expect(await forwardedProto(false, 'https')).toBe('http')
  })

  it("from the proxy in front's header when TRUST_PROXY is set", async () => {
    expect(await forwardedProto(true, 'https')).toBe('https')
    expect(await forwardedProto(true)).toBe('http')
  })
})

describe('the gateway tells a service which client it serves', () => {
  it('as its own peer when it trusts no proxy, whatever X-Forwarded-For the client wrote', async () => {
    expect(await throughGateway(false, '/for', {})).toBe('127.0.0.1')
    expect(await throughGateway(false, '/for', { 'X-Forwarded-For': '203.0.113.9' })).toBe('127.0.0.1')
  })

  it('as the address the trusted proxy appended last, not one the client put before it', async () => {
    const header = { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' }
    expect(await throughGateway(true, '/for', header)).toBe('198.51.100.7')
    expect(await throughGateway(true, '/for', {})).toBe('127.0.0.1')
  })
})

describe('the gateway with several instances of a service', () => {
  it('sends each request to the next instance in turn', async () => {
    const instances = [0, 1, 2].map((n) => createServer((_req, res) => res.end(String(n))))
    const urls = await Promise.all(instances.map(listen))
    const gateway = createServer(proxyTo(urls, { trustProxy: false }))
    try {
      const url = await listen(gateway)
      const answered: string[] = []
      for (let i = 0; i < 7; i++) answered.push(await (await fetch(url)).text())
      expect(answered).toEqual(['0', '1', '2', '0', '1', '2', '0'])
    } finally {
      gateway.closeAllConnections()
      await new Promise<void>((resolve) => gateway.close(() => resolve()))
      for (const instance of instances) {
        instance.closeAllConnections()
        await new Promise<void>((resolve) => instance.close(() => resolve()))
      }
    }
  })
})

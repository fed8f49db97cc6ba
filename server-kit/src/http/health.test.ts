import { describe, expect, it } from 'vitest'
import { type ReadinessCheck, readiness, serviceReady } from './health.ts'

const check = (name: string, isReady: () => Promise<boolean>): ReadinessCheck => ({ name, isReady })

describe('readiness', () => {
  it('is ready when every check holds', async () => {
    expect(await readiness([check('a', async () => true), check('b', async () => true)])).toEqual({
      ready: true,
      failing: [],
    })
  })

  it('names the checks that failed, threw or did not answer in time', async () => {
    const result = await readiness(
      [
        check('holds', async () => true),
        check('fails', async () => false),
        check('throws', () => Promise.reject(new Error('connection refused'))),
        check('hangs', () => new Promise<boolean>(() => undefined)),
      ],
      50,
    )
    expect(result).toEqual({ ready: false, failing: ['fails', 'throws', 'hangs'] })
  })
})

describe('serviceReady', () => {
  it('holds while some instance of the service answers its /health/ready with 200', async () => {
    const { createServer } = await import('node:http')
    let status = 503
    const server = createServer((req, res) => {
      res.writeHead(req.url === '/health/ready' ? status : 404)
      res.end('{}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    // The second instance is down (nothing listens there).
    const urls = [`http://127.0.0.1:${port}`, 'http://127.0.0.1:1']
    try {
      expect(await serviceReady('query service', urls).isReady()).toBe(false)
      status = 200
      expect(await serviceReady('query service', urls).isReady()).toBe(true)
    } finally {
      server.close()
    }
  })
})

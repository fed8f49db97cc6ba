import type { AddressInfo } from 'node:net'
import { createCommandApp } from '@provender/command-service'
import { createQueryApp } from '@provender/query-service'
import { routerRoutes, SessionKeys } from '@provender/server-kit'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { createGateway } from './gateway.ts'
import { openApiDocument } from './openapi.ts'

const document = openApiDocument()
const paths = document.paths as Record<string, Record<string, unknown>>

/** `GET /api/orders/:id`, the routers' spelling, for every operation the document lists. */
const documented = Object.entries(paths)
  .flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  )
  .sort()

// Building an app only mounts its routers; no dependency is used before a request arrives.
// Every process answers the probes and the metrics before its routers (health.ts, metrics.ts).
const served = [
  ...routerRoutes(createCommandApp({ settings: {} } as never)),
  ...routerRoutes(createQueryApp({ settings: {} } as never)),
  'GET /health/live',
  'GET /health/ready',
  'GET /metrics',
].sort()

describe('the OpenAPI document', () => {
  it('lists every route the services’ routers serve', () => {
    expect(served.filter((route) => !documented.includes(route))).toEqual([])
  })

  it('lists no route that the routers do not serve', () => {
    expect(documented.filter((route) => !served.includes(route))).toEqual([])
  })

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document))
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('states each route’s access, and answers 401 wherever a session is needed', () => {
    for (const operations of Object.values(paths)) {
      for (const operation of Object.values(operations) as { 'x-access': unknown; responses: object }[]) {
        expect(operation['x-access']).toBeDefined()
        if (operation['x-access'] !== 'public') expect(operation.responses).toHaveProperty('401')
      }
    }
  })
})

describe('the gateway serves the document and the reference itself', () => {
  it('answers them without forwarding to a service, as with services apart', async () => {
    const forwarded: string[] = []
    const service = (req: { url?: string }, res: { statusCode: number; end(): void }) => {
      forwarded.push(req.url ?? '')
      res.statusCode = 502
      res.end()
    }
    const gateway = createGateway({
      command: service as never,
      query: service as never,
      sessions: new SessionKeys('test-secret-test-secret-test-secret-0123456789', 1),
    })
    const server = gateway.listen(0)
    try {
      const base = `http://localhost:${(server.address() as AddressInfo).port}`
      const json = await fetch(`${base}/api/openapi.json`, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(json.status).toBe(200)
      expect(await json.json()).toEqual(document)
      for (const path of ['/api/docs', '/api/docs/', '/api/docs/docs.js', '/api/docs/swagger-ui-bundle.js']) {
        expect((await fetch(base + path, { method: 'HEAD' })).status, path).toBe(200)
      }
      expect(forwarded).toEqual([])
      await fetch(`${base}/api/orders`)
      expect(forwarded).toEqual(['/api/orders'])
    } finally {
      server.close()
    }
  })
})

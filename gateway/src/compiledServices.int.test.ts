import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from '@provender/server-kit'
import { createTestDatabase, testDatabaseKind } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServices } from '../../scripts/buildServices.mts'
import { freelyOrderable } from './testing/orders.ts'
import {
  logLines,
  type RunningProcess,
  stackSettings,
  startGatewayInFront,
  startProcess,
} from './testing/processes.ts'
import { signedIn } from './testing/stack.ts'

// Production runs the compiled services (issue 38): node dist/…/main.mjs, no tsx. This starts
// all three apart from the build, as docker-compose.yml does, and works through them: demo
// data, an order placed and read back, a PDF with its fonts, the API reference's own files,
// then SIGTERM. A module the bundle misses, or a path taken from a module's own URL that the
// bundle moved, fails here.

const SECRET = 'compiled-services-secret-compiled-0123456789'
const START_TIMEOUT_MS = 90_000
const GRACE_SECONDS = 5

interface Product {
  productId: number
  unitType: string
  availability?: { status: string }
}

describe.runIf(testDatabaseKind() === 'postgres')('the compiled services', () => {
  let database: Database
  const processes: Record<string, RunningProcess> = {}

  beforeAll(async () => {
    const built = await buildServices()
    expect(built.files).toBeGreaterThanOrEqual(3)
    database = await createTestDatabase()
    const shared = { ...stackSettings(database.url, SECRET, GRACE_SECONDS), NODE_ENV: 'production' }
    processes.command = await startProcess(
      'dist/gateway/commandServiceMain.mjs',
      { ...shared, COMMAND_PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'compiled-')) },
      /listening on (http:\/\/\S+)/,
      START_TIMEOUT_MS,
    )
    processes.query = await startProcess(
      'dist/query-service/main.mjs',
      { ...shared, QUERY_PORT: '0' },
      /listening on (http:\/\/\S+)/,
      START_TIMEOUT_MS,
    )
    processes.gateway = await startGatewayInFront(
      { command: processes.command.url, query: processes.query.url },
      shared,
      START_TIMEOUT_MS,
      'dist/gateway/main.mjs',
    )
  }, START_TIMEOUT_MS * 3)

  afterAll(async () => {
    for (const running of Object.values(processes)) await running.stop()
    await database?.close()
  })

  it('take an order, read it back, print its packing slip and serve the API reference', {
    timeout: 60_000,
  }, async () => {
    const url = processes.gateway!.url
    // Blue Door is Sam's: the company's and Sam's hours always open, whatever the time of the run.
    const admin = await signedIn(url, 'admin')
    const sam = await signedIn(url, 'sam')
    for (const staff of [admin, sam]) {
      const opened = await staff.client.request('PUT', '/api/settings/order-window/mine', {
        alwaysOpen: true,
      })
      expect(opened.status).toBe(200)
    }
    const customer = await signedIn(url, 'blueDoor')
    customer.client.consistencyToken = sam.client.consistencyToken
    const list = await customer.client.get<{ products: Product[] }>(`/api/customers/${customer.id}/products`)
    expect(list.status).toBe(200)
    const [product] = freelyOrderable(list.body.products)
    expect(product).toBeDefined()
    const placed = await customer.client.request<{ id: number }>('POST', '/api/orders', {
      items: [
        {
          productId: product!.productId,
          quantity: product!.unitType === 'weight' ? 1.5 : 2,
          quantityType: product!.unitType === 'weight' ? 'weight' : 'pack',
        },
      ],
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const read = await customer.client.get<{ id: number; customerId: number }>(
      `/api/orders/${placed.body.id}`,
    )
    expect(read.body).toMatchObject({ id: placed.body.id, customerId: customer.id })

    admin.client.consistencyToken = customer.client.consistencyToken
    const slip = await admin.client.download(`/api/orders/${placed.body.id}/packing-slip.pdf`)
    expect(slip.status).toBe(200)
    expect(slip.bytes.subarray(0, 5).toString()).toBe('%PDF-')

    const reference = await fetch(`${url}/api/docs`)
    expect(reference.status).toBe(200)
    expect(await reference.text()).toContain('Provender API reference')
    const script = await fetch(`${url}/api/docs/docs.js`)
    expect(script.status).toBe(200)
  })

  it('stop on SIGTERM with exit code 0, every line JSON and none an error', {
    timeout: GRACE_SECONDS * 8000,
  }, async () => {
    for (const name of ['gateway', 'query', 'command'] as const) {
      const running = processes[name]!
      await running.stop(GRACE_SECONDS * 2000)
      expect(running.child.exitCode, `${name}:\n${running.output()}`).toBe(0)
      for (const line of logLines(running)) expect(line.level, line.msg).toBeLessThan(50)
    }
  })
})

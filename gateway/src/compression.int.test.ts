import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, get, type IncomingHttpHeaders } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { type Listening, listen, SessionKeys } from '@provender/server-kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGateway } from './gateway.ts'
import { precompressFolder } from './precompress.ts'
import { proxyTo } from './proxy.ts'
import { apps } from './staticApps.ts'
import { signedIn, startTestStack, type TestClient, type TestStack } from './testing/stack.ts'

interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** The bytes as they came over the wire. */
  bytes: Buffer
}

/** A GET that leaves the body as sent (fetch would decompress it out of sight). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    }).on('error', reject)
  })
}

function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(answer.bytes)
  if (encoding === 'gzip') return gunzipSync(answer.bytes)
  return answer.bytes
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

describe('the built apps', () => {
  let gateway: Listening
  let dist: string
  let script: Buffer
  const hashed = 'assets/index-Bq3xK9aZ.js'

  beforeAll(async () => {
    // A build of our own, shaped like Vite's: an index.html and a hashed script (a real library's code).
    const root = mkdtempSync(join(tmpdir(), 'provender-build-'))
    dist = join(root, 'console')
    mkdirSync(join(dist, 'assets'), { recursive: true })
    script = readFileSync(createRequire(import.meta.url).resolve('koa'))
    writeFileSync(join(dist, hashed), script)
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html><head><script type="module" src="/console/${hashed}"></script></head><body>${'<!-- padding -->'.repeat(80)}</body></html>`,
    )
    await precompressFolder(dist)
    const notHere = () => {
      throw new Error('no API call expected')
    }
    gateway = await listen(
      createGateway({
        command: notHere,
        query: notHere,
        sessions: new SessionKeys('test-secret-test-secret-test-secret-0123456789', 1),
        apps: { console: { prefix: '/console/', dist }, ordering: { prefix: '/app/', dist } },
      }).callback(),
      0,
      '127.0.0.1',
    )
  })
  afterAll(() => gateway?.close())

  it('are precompressed at build, brotli and gzip beside each asset', () => {
    expect(readdirSync(join(dist, 'assets')).sort()).toEqual(
      ['index-Bq3xK9aZ.js', 'index-Bq3xK9aZ.js.br', 'index-Bq3xK9aZ.js.gz'].sort(),
    )
    expect(brotliDecompressSync(readFileSync(join(dist, `${hashed}.br`)))).toEqual(script)
  })

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('serves a hashed asset compressed and immutable (Accept-Encoding: %s)', async (accept, expected) => {
    const answer = await rawGet(`${gateway.url}/console/${hashed}`, { 'Accept-Encoding': accept })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe(expected)
    expect(answer.headers['content-type']).toMatch(/javascript/)
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i)
    expect(answer.headers['cache-control']).toBe(IMMUTABLE)
    expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length)
    expect(answer.bytes.length).toBeLessThan(script.length / 2)
    expect(decoded(answer)).toEqual(script)
  })

  it('serves it plain to a client that accepts no encoding', async () => {
    const answer = await rawGet(`${gateway.url}/console/${hashed}`)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.bytes).toEqual(script)
  })

  it('has the browser check index.html again on every load', async () => {
    const answer = await rawGet(`${gateway.url}/console/index.html`, { 'Accept-Encoding': 'br' })
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(decoded(answer).toString()).toContain(hashed)
  })

  it('does not cache a missing asset', async () => {
    const answer = await rawGet(`${gateway.url}/console/assets/gone-AAAAAAAA.js`, { 'Accept-Encoding': 'br' })
    expect(answer.status).toBe(404)
    expect(answer.headers['cache-control']).toBe('no-store')
  })
})

// The console as `npm run build` made it, when it has been built (the CI builds after the tests).
const consoleIndex = join(apps.console.dist, 'index.html')
const consoleMain = existsSync(consoleIndex)
  ? /<script type="module" crossorigin src="\/console\/(assets\/[^"]+\.js)"/.exec(
      readFileSync(consoleIndex, 'utf8'),
    )?.[1]
  : undefined
const precompressed = consoleMain !== undefined && existsSync(join(apps.console.dist, `${consoleMain}.br`))

describe('the gateway', () => {
  let stack: TestStack
  let admin: TestClient
  beforeAll(async () => {
    stack = await startTestStack()
    admin = (await signedIn(stack.url, 'admin')).client
  })
  afterAll(() => stack?.stop())

  it.runIf(precompressed)("serves the console's main script brotli-compressed and immutable", async () => {
    const answer = await rawGet(`${stack.url}/console/${consoleMain}`, {
      'Accept-Encoding': 'gzip, deflate, br',
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['cache-control']).toBe(IMMUTABLE)
    expect(decoded(answer)).toEqual(readFileSync(join(apps.console.dist, consoleMain!)))
  })

  it('compresses a list answer for a client that accepts it, and only then', async () => {
    const headers = { Cookie: admin.cookie!, 'X-Requested-With': 'test' }
    const plain = await rawGet(`${stack.url}/api/orders?limit=100`, headers)
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.bytes.length).toBeGreaterThan(4096)

    for (const encoding of ['gzip', 'br']) {
      const answer = await rawGet(`${stack.url}/api/orders?limit=100`, {
        ...headers,
        'Accept-Encoding': encoding,
      })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i)
      expect(answer.headers['content-type']).toMatch(/application\/json/)
      expect(JSON.parse(decoded(answer).toString())).toEqual(JSON.parse(plain.bytes.toString()))
      expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 3)
    }
  })

  it('leaves small answers and errors below the threshold uncompressed', async () => {
    const answer = await rawGet(`${stack.url}/api/orders/999999`, {
      Cookie: admin.cookie!,
      'X-Requested-With': 'test',
      'Accept-Encoding': 'gzip',
    })
    expect(answer.status).toBe(404)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(answer.bytes.toString())).toHaveProperty('error')
  })
})

describe('a service in its own process, behind the gateway', () => {
  const rows = Array.from({ length: 200 }, (_, i) => ({
    id: i,
    name: `Row ${i}`,
    note: 'streamed in pieces',
  }))
  let upstream: ReturnType<typeof createServer>
  let gateway: Listening
  beforeAll(async () => {
    // Answers as a proxied service does: status and headers at once, then the body in chunks.
    upstream = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
      const text = JSON.stringify({ rows })
      res.write(text.slice(0, 1000))
      res.end(text.slice(1000))
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const address = upstream.address() as { port: number }
    const service = proxyTo(`http://127.0.0.1:${address.port}`, { trustProxy: false })
    gateway = await listen(
      createGateway({
        command: service,
        query: service,
        sessions: new SessionKeys('test-secret-test-secret-test-secret-0123456789', 1),
      }).callback(),
      0,
      '127.0.0.1',
    )
  })
  afterAll(async () => {
    await gateway?.close()
    await new Promise((resolve) => upstream?.close(resolve))
  })

  it('has its streamed JSON compressed on the way out', async () => {
    const answer = await rawGet(`${gateway.url}/api/rows`, { 'Accept-Encoding': 'gzip' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(decoded(answer).toString())).toEqual({ rows })
  })
})

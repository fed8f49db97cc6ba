import { Writable } from 'node:stream'
import Koa from 'koa'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger, useLogger } from '../logging/logger.ts'
import { buildInfo } from './buildInfo.ts'
import { Metrics } from './metrics.ts'
import { observeRequests } from './requestContext.ts'
import { readOncePerScrape } from './scrapeRead.ts'

describe('provender_build_info', () => {
  it('names the version and the commit GIT_COMMIT gives, else unknown', async () => {
    expect(buildInfo({ GIT_COMMIT: 'a1b2c3d' }).commit).toBe('a1b2c3d')
    expect(buildInfo({}).commit).toBe('unknown')
    expect(buildInfo({ GIT_COMMIT: 'not"a commit' }).commit).toBe('unknown')
    const text = await new Metrics().exposition()
    const { version } = buildInfo()
    expect(text).toMatch(new RegExp(`^provender_build_info\\{version="${version}",commit="\\w+"\\} 1$`, 'm'))
  })
})

describe('readOncePerScrape', () => {
  it('shares one read among those asking together, and answers null when it fails', async () => {
    let reads = 0
    let fail = false
    const read = readOncePerScrape(async () => {
      reads++
      if (fail) throw new Error('database away')
      return reads
    }, 'test')
    expect(await Promise.all([read(), read()])).toEqual([1, 1])
    fail = true
    expect(await read()).toBeNull()
    expect(reads).toBe(2)
  })
})

describe('request log lines', () => {
  let restore: (() => void) | undefined
  afterEach(() => restore?.())

  it('are at debug for health probes, at info for the rest', async () => {
    const lines: { level: number; route: string }[] = []
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()))
        done()
      },
    })
    restore = useLogger(createLogger({ level: 'debug', destination: capture }))
    const app = new Koa()
    app.use(observeRequests({ service: 'test', metrics: new Metrics(), routeOf: (ctx) => ctx.path }))
    app.use((ctx) => {
      ctx.body = 'ok'
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as { port: number }
    for (const path of ['/health/live', '/health/ready?x=1', '/api/orders'])
      await (await fetch(`http://127.0.0.1:${port}${path}`)).text()
    await new Promise((resolve) => server.close(resolve))
    const levelOf = (route: string) => lines.find((l) => l.route === route)?.level
    expect(levelOf('/health/live')).toBe(20)
    expect(levelOf('/health/ready')).toBe(20)
    expect(levelOf('/api/orders')).toBe(30)
  })
})

import type Koa from 'koa'
import { describe, expect, it } from 'vitest'
import { type MountableRouter, mountRouters } from './routers.ts'

type Middleware = Koa.Middleware<Koa.DefaultState, Koa.DefaultContext>

/** An app that only records what is mounted on it, in order. */
function recordingApp(): { app: Koa; mounted: Middleware[] } {
  const mounted: Middleware[] = []
  const app = {
    use(middleware: Middleware) {
      mounted.push(middleware)
      return app
    },
  }
  return { app: app as unknown as Koa, mounted }
}

function fakeRouter(): MountableRouter<Koa.DefaultContext> & { both: Middleware[] } {
  const routes: Middleware = async (_ctx, next) => next()
  const allowedMethods: Middleware = async (_ctx, next) => next()
  return { routes: () => routes, allowedMethods: () => allowedMethods, both: [routes, allowedMethods] }
}

describe('mountRouters', () => {
  it('mounts each router with its allowed methods, in order, and a 404 after them all', async () => {
    const { app, mounted } = recordingApp()
    const first = fakeRouter()
    const second = fakeRouter()
    mountRouters(app, [first, second])
    expect(mounted.slice(0, 4)).toEqual([...first.both, ...second.both])
    expect(mounted).toHaveLength(5)
    const ctx = { status: 200, body: undefined } as unknown as Koa.ParameterizedContext
    await mounted[4]?.(ctx, async () => {})
    expect(ctx.status).toBe(404)
    expect(ctx.body).toEqual({ error: 'Not found.' })
  })
})

import type Koa from 'koa'

/** What a service mounts: a Koa router's routes and its 405/501 answers. */
export interface MountableRouter<Context> {
  routes(): Koa.Middleware<Koa.DefaultState, Context>
  allowedMethods(): Koa.Middleware<Koa.DefaultState, Context>
}

/** Mounts a service's routers in order; any path none of them serves answers 404 `Not found.` */
export function mountRouters<Context>(app: Koa, routers: MountableRouter<Context>[]): void {
  for (const router of routers) {
    app.use(router.routes()).use(router.allowedMethods())
  }
  app.use((ctx) => {
    ctx.status = 404
    ctx.body = { error: 'Not found.' }
  })
}

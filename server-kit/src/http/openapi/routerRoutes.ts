import type Koa from 'koa'

interface RouterLayer {
  methods: string[]
  path: string
}

/**
 * Every `METHOD path` the Koa routers mounted on `app` serve (HEAD, which Koa's router adds
 * to every GET, left out), read from the routers themselves so no route can be forgotten.
 */
export function routerRoutes(app: Koa): string[] {
  const routes = new Set<string>()
  for (const middleware of app.middleware as { router?: { stack: RouterLayer[] } }[]) {
    for (const layer of middleware.router?.stack ?? []) {
      for (const method of layer.methods) if (method !== 'HEAD') routes.add(`${method} ${layer.path}`)
    }
  }
  return [...routes].sort()
}

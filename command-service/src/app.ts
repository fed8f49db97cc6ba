import { mountRouters, refuseNulCharacters, requireJsonBody, useServiceEdge } from '@provender/server-kit'
import Koa from 'koa'
import { koaBody } from 'koa-body'
import { booksRoutes } from './books/routes.ts'
import { catalogueRoutes } from './catalogue/routes.ts'
import { customerRoutes } from './customers/routes.ts'
import { deliveryRoutes } from './delivery/index.ts'
import type { CommandDeps } from './deps.ts'
import { fulfilmentSettingsRoutes } from './fulfilmentSettings/routes.ts'
import { csrfGuard } from './http/session.ts'
import { importRoutes } from './imports/index.ts'
import { mailPreferenceRoutes } from './mailPreferences/routes.ts'
import { orderRequirementsRoutes } from './orderRequirements/routes.ts'
import { orderRoutes } from './orders/routes.ts'
import { orderWindowRoutes } from './orderWindow/routes.ts'
import { passwordResetRoutes } from './passwordReset/routes.ts'
import { priceChangeRoutes } from './priceChanges/routes.ts'
import { standingOrderRoutes } from './standingOrders/routes.ts'
import { stockRoutes } from './stock/index.ts'
import { userAdminRoutes } from './users/adminRoutes.ts'
import { accountRoutes } from './users/routes.ts'

/** The command service: every state change of Provender enters here. */
export function createCommandApp(deps: CommandDeps): Koa {
  const app = new Koa()
  // Only behind a TLS proxy that sets them (TRUST_PROXY) are X-Forwarded-* headers believed:
  // otherwise any client could claim HTTPS. See requireSecureTransport for COOKIE_SECURE.
  app.proxy = deps.settings.TRUST_PROXY
  // Of X-Forwarded-For, only the last address, which the one trusted proxy wrote: the client may
  // have written the others, and would slip its per-client limits by writing a new one each time.
  app.maxIpsCount = 1
  useServiceEdge(app, 'command', deps)
  // Uploads are files, not JSON: mounted before the JSON-only guard (imports/routes.ts).
  app.use(importRoutes(deps).routes())
  app.use(requireJsonBody)
  app.use(koaBody({ jsonLimit: '256kb', urlencoded: false, multipart: false, text: false }))
  app.use(refuseNulCharacters)
  app.use(csrfGuard)
  mountRouters(app, [
    catalogueRoutes(deps),
    stockRoutes(deps),
    customerRoutes(deps),
    booksRoutes(deps),
    accountRoutes(deps),
    passwordResetRoutes(deps),
    mailPreferenceRoutes(deps),
    orderRoutes(deps),
    orderRequirementsRoutes(deps),
    orderWindowRoutes(deps),
    priceChangeRoutes(deps),
    fulfilmentSettingsRoutes(deps),
    deliveryRoutes(deps),
    standingOrderRoutes(deps),
    userAdminRoutes(deps),
  ])
  return app
}

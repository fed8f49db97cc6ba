import { mountRouters, refuseNulCharacters, useServiceEdge } from '@provender/server-kit'
import Koa from 'koa'
import { booksReadRoutes } from './books/routes.ts'
import { catalogueReadRoutes } from './catalogue/routes.ts'
import { customerListRoutes } from './customers/listRoutes.ts'
import { customerReadRoutes } from './customers/routes.ts'
import { deliveryReadRoutes } from './delivery/routes.ts'
import type { QueryDeps } from './deps.ts'
import { documentRoutes } from './documents/routes.ts'
import { exportRoutes } from './exports/routes.ts'
import { fulfilmentSettingsReadRoutes } from './fulfilmentSettings/routes.ts'
import { historyRoutes } from './history/index.ts'
import { mailPreferencesReadRoutes } from './mailPreferences/routes.ts'
import { notificationReadRoutes } from './notifications/routes.ts'
import { orderRequirementsReadRoutes } from './orderRequirements/routes.ts'
import { orderReadRoutes } from './orders/routes.ts'
import { orderWindowReadRoutes } from './orderWindow/routes.ts'
import { pickListRoutes } from './pickList/routes.ts'
import { priceChangeReadRoutes } from './priceChanges/routes.ts'
import { useReplicaReads } from './replica/readRouting.ts'
import { standingOrderReadRoutes } from './standingOrders/routes.ts'
import { userReadRoutes } from './users/listRoutes.ts'
import { accountReadRoutes } from './users/routes.ts'
import { usualItemsReadRoutes } from './usualItems/routes.ts'

/** The query service: every documented GET, served from the read models. */
export function createQueryApp(deps: QueryDeps): Koa {
  const app = new Koa()
  // It sets no cookie and reads no client address, so it believes no X-Forwarded-* header.
  app.proxy = false
  useServiceEdge(app, 'query', deps)
  app.use(refuseNulCharacters)
  // Each request reads from the primary, or from the replica once authenticate chooses it.
  if (deps.replica) useReplicaReads(app, deps.replica)
  // Read-your-writes waits happen in authenticate, after the token is verified.
  mountRouters(app, [
    catalogueReadRoutes(deps),
    accountReadRoutes(deps),
    orderReadRoutes(deps),
    customerReadRoutes(deps),
    customerListRoutes(deps),
    orderWindowReadRoutes(deps),
    priceChangeReadRoutes(deps),
    fulfilmentSettingsReadRoutes(deps),
    userReadRoutes(deps),
    historyRoutes(deps),
    usualItemsReadRoutes(deps),
    mailPreferencesReadRoutes(deps),
    notificationReadRoutes(deps),
    deliveryReadRoutes(deps),
    orderRequirementsReadRoutes(deps),
    pickListRoutes(deps),
    standingOrderReadRoutes(deps),
    exportRoutes(deps),
    documentRoutes(deps),
    booksReadRoutes(deps),
  ])
  return app
}

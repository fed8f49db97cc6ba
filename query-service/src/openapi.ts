import type { RouteDoc } from '@provender/server-kit'
import { booksReadRouteDocs } from './books/openapi.ts'
import { catalogueReadRouteDocs } from './catalogue/openapi.ts'
import { customerReadRouteDocs } from './customers/openapi.ts'
import { deliveryReadRouteDocs } from './delivery/openapi.ts'
import { documentRouteDocs } from './documents/openapi.ts'
import { exportRouteDocs } from './exports/openapi.ts'
import { fulfilmentSettingsReadRouteDocs } from './fulfilmentSettings/openapi.ts'
import { historyRouteDocs } from './history/openapi.ts'
import { mailPreferencesReadRouteDocs } from './mailPreferences/openapi.ts'
import { notificationReadRouteDocs } from './notifications/openapi.ts'
import { orderRequirementsReadRouteDocs } from './orderRequirements/openapi.ts'
import { orderReadRouteDocs } from './orders/openapi.ts'
import { orderWindowReadRouteDocs } from './orderWindow/openapi.ts'
import { pickListRouteDocs } from './pickList/openapi.ts'
import { priceChangeReadRouteDocs } from './priceChanges/openapi.ts'
import { standingOrderReadRouteDocs } from './standingOrders/openapi.ts'
import { userReadRouteDocs } from './users/openapi.ts'
import { usualItemsRouteDocs } from './usualItems/openapi.ts'

/** Every route the query service serves, as its slices document them (the router test checks). */
export const queryRouteDocs: readonly RouteDoc[] = [
  ...userReadRouteDocs,
  ...catalogueReadRouteDocs,
  ...customerReadRouteDocs,
  ...usualItemsRouteDocs,
  ...orderReadRouteDocs,
  ...orderWindowReadRouteDocs,
  ...priceChangeReadRouteDocs,
  ...fulfilmentSettingsReadRouteDocs,
  ...historyRouteDocs,
  ...mailPreferencesReadRouteDocs,
  ...notificationReadRouteDocs,
  ...deliveryReadRouteDocs,
  ...orderRequirementsReadRouteDocs,
  ...pickListRouteDocs,
  ...exportRouteDocs,
  ...documentRouteDocs,
  ...standingOrderReadRouteDocs,
  ...booksReadRouteDocs,
]

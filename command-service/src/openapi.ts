import type { RouteDoc } from '@provender/server-kit'
import { booksRouteDocs } from './books/openapi.ts'
import { catalogueRouteDocs } from './catalogue/openapi.ts'
import { customerRouteDocs } from './customers/openapi.ts'
import { deliveryRouteDocs } from './delivery/index.ts'
import { fulfilmentSettingsRouteDocs } from './fulfilmentSettings/openapi.ts'
import { importRouteDocs } from './imports/index.ts'
import { mailPreferenceRouteDocs } from './mailPreferences/openapi.ts'
import { orderRequirementsRouteDocs } from './orderRequirements/openapi.ts'
import { orderRouteDocs } from './orders/openapi.ts'
import { orderWindowRouteDocs } from './orderWindow/openapi.ts'
import { passwordResetRouteDocs } from './passwordReset/openapi.ts'
import { priceChangeRouteDocs } from './priceChanges/openapi.ts'
import { standingOrderRouteDocs } from './standingOrders/openapi.ts'
import { stockRouteDocs } from './stock/index.ts'
import { userRouteDocs } from './users/openapi.ts'

/** Every route the command service serves, as its slices document them (the router test checks). */
export const commandRouteDocs: readonly RouteDoc[] = [
  ...userRouteDocs,
  ...passwordResetRouteDocs,
  ...catalogueRouteDocs,
  ...stockRouteDocs,
  ...customerRouteDocs,
  ...booksRouteDocs,
  ...orderRouteDocs,
  ...orderRequirementsRouteDocs,
  ...orderWindowRouteDocs,
  ...priceChangeRouteDocs,
  ...fulfilmentSettingsRouteDocs,
  ...deliveryRouteDocs,
  ...standingOrderRouteDocs,
  ...importRouteDocs,
  ...mailPreferenceRouteDocs,
]

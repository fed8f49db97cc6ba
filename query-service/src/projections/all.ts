import { booksProjection } from '../books/projection.ts'
import { catalogueProjection } from '../catalogue/projection.ts'
import { customersProjection } from '../customers/projection.ts'
import { deliveryProjection } from '../delivery/projection.ts'
import { fulfilmentSettingsProjection } from '../fulfilmentSettings/projection.ts'
import { mailPreferencesProjection } from '../mailPreferences/projection.ts'
import { notificationsProjection } from '../notifications/projection.ts'
import { orderRequirementsProjection } from '../orderRequirements/projection.ts'
import { ordersProjection } from '../orders/projection.ts'
import { orderWindowsProjection } from '../orderWindow/projection.ts'
import { priceChangesProjection } from '../priceChanges/projection.ts'
import { standingOrdersProjection } from '../standingOrders/projection.ts'
import { availabilityProjection } from '../stock/projection.ts'
import { usersProjection } from '../users/projection.ts'
import { usualItemsProjection } from '../usualItems/projection.ts'
import type { Projection } from './projection.ts'

export const allProjections: Projection[] = [
  usersProjection,
  catalogueProjection,
  customersProjection,
  ordersProjection,
  orderWindowsProjection,
  priceChangesProjection,
  fulfilmentSettingsProjection,
  usualItemsProjection,
  mailPreferencesProjection,
  notificationsProjection,
  deliveryProjection,
  standingOrdersProjection,
  orderRequirementsProjection,
  availabilityProjection,
  booksProjection,
]

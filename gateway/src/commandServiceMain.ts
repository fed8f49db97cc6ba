import { runCommandService } from '@provender/command-service'
import {
  customerOwnersReadModel,
  orderTimesReadModel,
  priceChangesSinceReadModel,
  standingMovesReadModel,
  standingOrdersDueReadModel,
} from '@provender/query-service'
import { runMain } from '@provender/server-kit'

/**
 * The command service in a process of its own (`npm start -w command-service`). Its composition
 * root lives here, with the gateway's, because the sales-user delete asks the query service's
 * customers read model (on the shared database) whom to hand over, its notifier asks the
 * price-changes read model for the daily digest and the orders read model for reminders, and the command service's package does not
 * depend on the query service's.
 */
runMain(() =>
  runCommandService({
    customerOwners: ({ knex, store, settings }) =>
      customerOwnersReadModel(knex, store, { timeoutMs: settings.CONSISTENCY_WAIT_MS }),
    priceChanges: ({ knex, store, settings }) =>
      priceChangesSinceReadModel(knex, store, { timeoutMs: settings.CONSISTENCY_WAIT_MS }),
    orderTimes: ({ knex, store, settings }) =>
      orderTimesReadModel(knex, store, { timeoutMs: settings.CONSISTENCY_WAIT_MS }),
    standingOrdersDue: ({ knex, store, settings }) =>
      standingOrdersDueReadModel(knex, store, {
        timeoutMs: settings.CONSISTENCY_WAIT_MS,
        timeZone: settings.TIME_ZONE,
      }),
    standingMoves: ({ knex, store, settings }) =>
      standingMovesReadModel(knex, store, {
        timeoutMs: settings.CONSISTENCY_WAIT_MS,
        timeZone: settings.TIME_ZONE,
      }),
  }),
)

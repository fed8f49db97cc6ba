import { isDatabaseOutage } from '@provender/server-kit'
import type { Knex } from 'knex'
import type Koa from 'koa'
import type { ReadReplica } from './readReplica.ts'

/**
 * The knex the routes are given: each use goes to the database chosen for the request in
 * progress (the replica or the primary), and to the primary outside any request. The routes
 * keep taking `deps.knex` as before; only `authenticate` decides where a request reads.
 */
export function routedKnex(replica: ReadReplica): Knex {
  return new Proxy(replica.current(), {
    apply: (_target, thisArg, args) => Reflect.apply(replica.current(), thisArg, args),
    get: (_target, property) => {
      const db = replica.current()
      const value = Reflect.get(db, property, db)
      return typeof value === 'function' ? value.bind(db) : value
    },
  })
}

/**
 * Registers, at this point of the app's chain, the middleware that gives each request its own
 * choice of database. A request that was reading from the replica and lost it (the connection
 * refused or cut) is answered again from the primary: every route here only reads, so running
 * the rest of the chain a second time changes nothing but where the rows come from.
 */
export function useReplicaReads(app: Koa, replica: ReadReplica): void {
  const downstreamFrom = app.middleware.length + 1
  app.use(async (ctx, next) => {
    const attempt = replica.runRequest(next)
    try {
      await attempt.result
    } catch (error) {
      if (!attempt.onReplica() || !isDatabaseOutage(error)) throw error
      replica.noteFailure(error)
      // Nothing of the answer was set yet: the routes set it once their reads have returned.
      const downstream = app.middleware.slice(downstreamFrom)
      await replica.runRequest(() => runChain(downstream, ctx)).result
    }
  })
}

/** Runs middleware in order, as Koa does, each one's `next` running the rest. */
function runChain(chain: Koa.Middleware[], ctx: Koa.ParameterizedContext): Promise<void> {
  const dispatch = async (i: number): Promise<void> => {
    const middleware = chain[i]
    if (middleware) await middleware(ctx, () => dispatch(i + 1))
  }
  return dispatch(0)
}

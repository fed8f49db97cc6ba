import { fromCents, streams } from '@provender/events'
import { productAggregate } from '../catalogue/product.ts'
import type { CommandDeps } from '../deps.ts'
import { load } from '../shared/commandHandler.ts'
import { userAggregate } from '../users/user.ts'
import { customerAggregate } from './customer.ts'

/**
 * The customer as GET /api/customers/{id} shows it, built from the log so a write can
 * answer with what it made without waiting for the read models.
 */
export async function customerView(deps: Pick<CommandDeps, 'store'>, customerId: number) {
  const customer = await load(deps.store, streams.customer(customerId), customerAggregate)
  const c = customer.state
  const [login, rep, products] = await Promise.all([
    load(deps.store, streams.user(customerId), userAggregate),
    load(deps.store, streams.user(c.salesUserId), userAggregate),
    Promise.all(
      Object.keys(c.prices).map(
        async (id) => (await load(deps.store, streams.product(id), productAggregate)).state,
      ),
    ),
  ])
  return {
    id: c.id,
    businessName: c.businessName,
    accountNumber: c.accountNumber,
    firstName: login.state.firstName,
    lastName: login.state.lastName,
    email: login.state.email,
    phone: login.state.phone,
    salesUserId: c.salesUserId,
    SalesUser:
      rep.state.status === 'active'
        ? { id: rep.state.id, firstName: rep.state.firstName, lastName: rep.state.lastName }
        : null,
    // A product deleted from the catalogue has left the customer's list (as in the read model).
    products: products
      .filter((p) => p.status === 'active')
      .sort((a, b) => byName(a.fields.name, b.fields.name) || byName(a.id, b.id))
      .map((p) => ({
        productId: p.id,
        name: p.fields.name,
        description: p.fields.description,
        unitType: p.fields.unitType,
        packsPerCase: p.fields.packsPerCase,
        defaultPrice: fromCents(p.fields.priceCents),
        price: fromCents(c.prices[p.id] ?? 0),
      })),
    version: customer.revision,
  }
}

export type CustomerView = Awaited<ReturnType<typeof customerView>>

function byName(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  return x < y ? -1 : x > y ? 1 : 0
}

import {
  createCategory,
  decideProduct,
  execute,
  load,
  type ProductState,
  productAggregate,
} from '@provender/command-service/seeding'
import { streams, toCents } from '@provender/events'
import { demoCategories, demoProducts } from './catalogue.ts'
import { by, EARLIER_PRICE_SHARE, type SeedDeps, type SeedTimes } from './context.ts'

/**
 * The categories and products, opened at the business's start; every fourth product's list
 * price rose at the re-pricing, by the admin: a base price history to audit. Answers the
 * products as they stand, which the orders are priced from.
 */
export async function seedCatalogue(
  deps: SeedDeps,
  times: SeedTimes,
  admin: number,
): Promise<Map<string, ProductState>> {
  const system = times.opened
  const categoryIds = new Map<string, number>()
  for (const name of demoCategories) {
    const { categoryId } = await createCategory(deps, system, name)
    categoryIds.set(name, categoryId)
  }
  const facts = { activeCategories: new Set(categoryIds.values()) }
  for (const [i, p] of demoProducts.entries()) {
    const fields = {
      name: p.name,
      description: p.description,
      categoryId: p.category ? (categoryIds.get(p.category) ?? null) : null,
      unitType: p.unitType,
      packsPerCase: p.unitType === 'weight' ? null : p.packsPerCase,
      priceCents: toCents(p.price),
      // Supplies (gloves, foil) carry sales tax; food does not.
      ...(p.category === null && { taxable: true }),
    }
    const rises = i % 4 === 0
    const earlier = rises ? Math.round(fields.priceCents * EARLIER_PRICE_SHARE) : fields.priceCents
    await execute(deps.store, system, streams.product(p.id), productAggregate, (s) =>
      decideProduct(
        { type: 'CreateProduct', productId: p.id, fields: { ...fields, priceCents: earlier }, facts },
        s,
      ),
    )
    if (rises) {
      await execute(
        deps.store,
        by(times.repriced, admin, 'admin'),
        streams.product(p.id),
        productAggregate,
        (s) => decideProduct({ type: 'UpdateProduct', fields, facts }, s),
      )
    }
  }
  const productStates = new Map<string, ProductState>()
  for (const p of demoProducts)
    productStates.set(p.id, (await load(deps.store, streams.product(p.id), productAggregate)).state)
  return productStates
}

import Router from '@koa/router'
import { entityId } from '@provender/server-kit'
import type { QueryDeps } from '../deps.ts'
import { authenticate, viewer } from '../http/session.ts'
import { availabilityFrom } from '../stock/projection.ts'
import { visibleCustomerParam } from './access.ts'

export const idParam = entityId('Not found.')

interface CustomerProductRow {
  id: string
  name: string
  description: string
  unit_type: 'quantity' | 'weight'
  packs_per_case: number | null
  category_id: number | null
  category_name: string | null
  default_price: string
  price: string
  favorite: boolean
  warn_above: string | null
  availability: unknown
}

export function customerReadRoutes(deps: QueryDeps): Router {
  const router = new Router()

  router.get('/api/customers/:customerId/products', authenticate(deps), async (ctx) => {
    const customerId = await visibleCustomerParam(deps.knex, viewer(ctx), ctx.params.customerId)
    const rows = await deps
      .knex('rm_customer_products as cp')
      .join('rm_products as p', 'p.id', 'cp.product_id')
      .leftJoin('rm_categories as c', 'c.id', 'p.category_id')
      .leftJoin('rm_product_availability as pa', 'pa.product_id', 'p.id')
      .leftJoin('rm_favorites as f', function () {
        this.on('f.customer_id', '=', 'cp.customer_id').andOn('f.product_id', '=', 'cp.product_id')
      })
      .where('cp.customer_id', customerId)
      .orderByRaw('lower(p.name), p.id')
      .select<CustomerProductRow[]>(
        'p.id',
        'p.name',
        'p.description',
        'p.unit_type',
        'p.packs_per_case',
        'p.category_id',
        'c.name as category_name',
        'p.price as default_price',
        'cp.price',
        deps.knex.raw('f.product_id is not null as favorite'),
        'p.warn_above',
        'pa.availability',
      )
    ctx.body = {
      products: rows.map((r) => ({
        id: r.id,
        productId: r.id,
        name: r.name,
        description: r.description,
        unitType: r.unit_type,
        packsPerCase: r.packs_per_case,
        categoryId: r.category_id,
        category: r.category_name,
        defaultPrice: Number(r.default_price),
        price: Number(r.price),
        sellPrice: Number(r.price),
        favorite: r.favorite,
        // The product's soft limit (lb, or packs), for the order form's "is that right?".
        warnAbove: r.warn_above === null ? null : Number(r.warn_above),
        // Available, limited or out of stock (issue 36): the order form shows it and caps by it.
        availability: availabilityFrom(r.availability),
      })),
    }
  })

  return router
}

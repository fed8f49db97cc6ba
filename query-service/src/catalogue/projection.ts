import { fromCents, type ProductFields } from '@provender/events'
import { assertNever, defineProjection, insertOnce } from '../projections/projection.ts'

function productRow(fields: ProductFields) {
  return {
    name: fields.name,
    description: fields.description,
    category_id: fields.categoryId,
    unit_type: fields.unitType,
    packs_per_case: fields.packsPerCase,
    price: fromCents(fields.priceCents),
    warn_above: fields.warnAbove ?? null,
    taxable: fields.taxable === true,
  }
}

/** rm_categories and rm_products: the catalogue as it stands. */
export const catalogueProjection = defineProjection({
  name: 'catalogue',
  handles: [
    'CategoryCreated',
    'CategoryRenamed',
    'CategoryDeleted',
    'ProductCreated',
    'ProductUpdated',
    'ProductDeleted',
    'ProductSubstitutesSet',
  ],
  streams: ['category', 'product'],
  async apply(trx, { event }) {
    switch (event.type) {
      case 'CategoryCreated':
        await insertOnce(trx, 'rm_categories', { id: event.data.categoryId, name: event.data.name })
        return
      case 'CategoryRenamed':
        await trx('rm_categories').where({ id: event.data.categoryId }).update({ name: event.data.newName })
        return
      case 'CategoryDeleted':
        // Its products become Other.
        await trx('rm_products').where({ category_id: event.data.categoryId }).update({ category_id: null })
        await trx('rm_categories').where({ id: event.data.categoryId }).delete()
        return
      case 'ProductCreated': {
        const { productId, ...fields } = event.data
        await insertOnce(trx, 'rm_products', { id: productId, ...productRow(fields) })
        return
      }
      case 'ProductUpdated':
        await trx('rm_products').where({ id: event.data.productId }).update(productRow(event.data.after))
        return
      case 'ProductDeleted':
        await trx('rm_products').where({ id: event.data.productId }).delete()
        // A deleted product is nobody's substitute any more; the others keep their order.
        await trx('rm_products')
          .whereRaw('substitutes @> ?::jsonb', [JSON.stringify([event.data.productId])])
          .update({ substitutes: trx.raw('substitutes - ?', [event.data.productId]) })
        return
      case 'ProductSubstitutesSet':
        await trx('rm_products')
          .where({ id: event.data.productId })
          .update({ substitutes: JSON.stringify(event.data.substitutes) })
        return
      default:
        assertNever(event)
    }
  },
})

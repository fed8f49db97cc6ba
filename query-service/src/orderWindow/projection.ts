import { assertNever, defineProjection } from '../projections/projection.ts'

export function windowScopeKey(scope: 'company' | 'sales', salesUserId: number | null): string {
  return scope === 'company' ? 'company' : `sales:${salesUserId}`
}

/** rm_order_windows: the company's ordering hours and each rep's override. */
export const orderWindowsProjection = defineProjection({
  name: 'order-windows',
  handles: ['OrderWindowSet', 'UserDeleted'],
  streams: ['orderWindow'],
  async apply(trx, { event }) {
    switch (event.type) {
      case 'OrderWindowSet': {
        const d = event.data
        await trx('rm_order_windows')
          .insert({
            scope_key: windowScopeKey(d.scope, d.salesUserId),
            always_open: d.alwaysOpen,
            open_time: d.openTime,
            close_time: d.closeTime,
          })
          .onConflict('scope_key')
          .merge()
        return
      }
      case 'UserDeleted':
        await trx('rm_order_windows')
          .where({ scope_key: windowScopeKey('sales', event.data.userId) })
          .delete()
        return
      default:
        assertNever(event)
    }
  },
})

import { settingRowsProjection } from '../projections/settingRows.ts'

export function windowScopeKey(scope: 'company' | 'sales', salesUserId: number | null): string {
  return scope === 'company' ? 'company' : `sales:${salesUserId}`
}

/** rm_order_windows: the company's ordering hours and each rep's override. */
export const orderWindowsProjection = settingRowsProjection({
  name: 'order-windows',
  streams: ['orderWindow'],
  table: 'rm_order_windows',
  key: 'scope_key',
  set: 'OrderWindowSet',
  row: (d) => ({
    scope_key: windowScopeKey(d.scope, d.salesUserId),
    always_open: d.alwaysOpen,
    open_time: d.openTime,
    close_time: d.closeTime,
  }),
  removedBy: 'UserDeleted',
  keyOfRemoved: ({ userId }) => windowScopeKey('sales', userId),
})

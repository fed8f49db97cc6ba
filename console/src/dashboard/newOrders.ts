import type { Order } from '../dataProvider/index.ts'

/** The highest order id in a page of orders, or 0 for none. */
export function newestOrderId(rows: readonly Pick<Order, 'id'>[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0)
}

/** How many of the newest orders arrived after `baselineId` (the newest when the page opened). */
export function countNewer(rows: readonly Pick<Order, 'id'>[], baselineId: number): number {
  return rows.filter((row) => row.id > baselineId).length
}

/** The label of the counter: nothing new, a number, or "50+" when the poll page is full of new ones. */
export function newOrdersLabel(count: number, pageSize: number): string | null {
  if (count <= 0) return null
  const n = count >= pageSize ? `${pageSize}+` : String(count)
  return `${n} new order${count === 1 ? '' : 's'} since you opened this page`
}

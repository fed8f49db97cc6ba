import { addDays } from '@provender/events'
import { formatQuantity } from '@provender/web-shared/format/index.ts'
import type { PickList, PickListProduct } from '../dataProvider/index.ts'

/**
 * A product's total to pick, each unit kept apart (a case is not six packs on the dock, and
 * weights are picked by the pound): "2 cases · 3 packs · 12.50 lb".
 */
export function totalLabel(total: PickListProduct['total']): string {
  const parts = [
    total.cases ? formatQuantity(total.cases, 'case') : null,
    total.packs ? formatQuantity(total.packs, 'pack') : null,
    total.lb ? formatQuantity(total.lb, 'weight') : null,
  ].filter((part): part is string => part !== null)
  return parts.length ? parts.join(' · ') : formatQuantity(0, 'pack')
}

/** The pick list opens on tomorrow's deliveries (the day's picking happens the evening before). */
export const defaultPickDate = (today: string): string => addDays(today, 1)

/** How many product lines the list holds, for its summary. */
export function productCount(list: PickList): number {
  return list.categories.reduce((sum, category) => sum + category.products.length, 0)
}

export const pickListFilename = (date: string): string => `pick-list-${date}.csv`

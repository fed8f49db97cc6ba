import { addDays } from '@provender/events'
import { formatUnitTotals } from '@provender/web-shared/format/index.ts'
import type { PickList, PickListProduct } from '../dataProvider/index.ts'

/**
 * A product's total to pick, each unit kept apart (a case is not six packs on the dock, and
 * weights are picked by the pound): "2 cases · 3 packs · 12.50 lb", as the printed pick list.
 */
export const totalLabel = (total: PickListProduct['total']): string => formatUnitTotals(total)

/** The pick list opens on tomorrow's deliveries (the day's picking happens the evening before). */
export const defaultPickDate = (today: string): string => addDays(today, 1)

/** How many product lines the list holds, for its summary. */
export function productCount(list: PickList): number {
  return list.categories.reduce((sum, category) => sum + category.products.length, 0)
}

export const pickListFilename = (date: string): string => `pick-list-${date}.csv`

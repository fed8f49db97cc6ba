import { phoneTimeZone } from '../home/orderWindow.ts'
import { useOrderWindow } from '../home/useOrderWindow.ts'
import { type ChangeChance, changeChance } from './orderChange.ts'
import type { OrderRow } from './orderLines.ts'

/** Whether the order on screen may still be changed, judged now by the ordering window's facts. */
export function useChangeChance(order: OrderRow | undefined): ChangeChance {
  const { data: orderWindow } = useOrderWindow()
  if (!order) return { kind: 'none' }
  return changeChance(order, new Date(), orderWindow?.open ?? true, orderWindow?.timeZone ?? phoneTimeZone())
}

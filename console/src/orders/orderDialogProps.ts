import type { Order } from '../dataProvider/index.ts'

/** What every dialog opened from one order takes (fulfil, make standing). */
export interface OrderDialogProps {
  order: Order
  open: boolean
  onClose: () => void
}

/** What a dialog that writes to an open order takes (change its lines, cancel it): shown while mounted. */
export interface OrderEditDialogProps {
  order: Order
  onClose: () => void
  /** Reads the order again (after a stale refusal); answers it as it now is. */
  onReload: () => Promise<Order | undefined>
}

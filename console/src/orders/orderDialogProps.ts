import type { Order } from '../dataProvider/index.ts'

/** What every dialog opened from one order takes (fulfil, make standing). */
export interface OrderDialogProps {
  order: Order
  open: boolean
  onClose: () => void
}

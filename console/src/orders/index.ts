import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import { lazyView } from '../views.ts'

/** Spec 2.8: the order detail; the orders list lives on the dashboard and a customer's orders screen. */
export default {
  show: lazyView(() => import('./OrderShow.tsx'), 'OrderShow'),
  icon: ReceiptLongIcon,
}

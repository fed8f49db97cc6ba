import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import { lazyView } from '../views.ts'

/** Settings > Delivery (issue 25): delivery days, cut-offs and closures. */
export default {
  settings: lazyView(() => import('./DeliverySettings.tsx'), 'DeliverySettings'),
  icon: LocalShippingIcon,
}

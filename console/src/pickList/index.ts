import FactCheckIcon from '@mui/icons-material/FactCheck'
import { lazyView } from '../views.ts'

/** Issue 25: what to pick for a delivery date, by category and product. */
export default {
  list: lazyView(() => import('./PickListPage.tsx'), 'PickListPage'),
  icon: FactCheckIcon,
}

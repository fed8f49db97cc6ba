import Inventory2Icon from '@mui/icons-material/Inventory2'
import { lazyView } from '../views.ts'

/** Spec 2.9: the catalogue; adding and editing happen in a dialog on the list. */
export default {
  list: lazyView(() => import('./ProductList.tsx'), 'ProductList'),
  icon: Inventory2Icon,
}

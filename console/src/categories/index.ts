import CategoryIcon from '@mui/icons-material/Category'
import { lazyView } from '../views.ts'

/** Spec 2.10: the categories, edited in a dialog on the list. */
export default {
  list: lazyView(() => import('./CategoryList.tsx'), 'CategoryList'),
  icon: CategoryIcon,
}

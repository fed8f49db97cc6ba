import PeopleIcon from '@mui/icons-material/People'
import { lazyView } from '../views.ts'

/** Spec 2.5 to 2.7: the list, one form for create and edit, and a customer's orders. */
export default {
  list: lazyView(() => import('./CustomerList.tsx'), 'CustomerList'),
  create: lazyView(() => import('./CustomerEdit.tsx'), 'CustomerEdit'),
  edit: lazyView(() => import('./CustomerEdit.tsx'), 'CustomerEdit'),
  orders: lazyView(() => import('./CustomerOrders.tsx'), 'CustomerOrders'),
  newOrder: lazyView(() => import('./NewCustomerOrder.tsx'), 'NewCustomerOrder'),
  icon: PeopleIcon,
}

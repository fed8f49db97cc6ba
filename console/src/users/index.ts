import BadgeIcon from '@mui/icons-material/Badge'
import { lazyView } from '../views.ts'

/** Spec 2.11 (admin only): sales reps and customers in tabs. */
export default {
  list: lazyView(() => import('./UserList.tsx'), 'UserList'),
  icon: BadgeIcon,
}

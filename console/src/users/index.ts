import BadgeIcon from '@mui/icons-material/Badge'
import { lazyView } from '../views.ts'

/** Spec 2.11 (admin only): sales reps, customers and auditors in tabs, one list pattern. */
export default {
  list: lazyView(() => import('./UserList.tsx'), 'UserList'),
  icon: BadgeIcon,
}

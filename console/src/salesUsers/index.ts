import BadgeIcon from '@mui/icons-material/Badge'
import { lazyView } from '../views.ts'

/** Spec 2.12 (admin only): /sales-users/new creates, /sales-users/:id edits; one form. */
export default {
  edit: lazyView(() => import('./SalesUserEdit.tsx'), 'SalesUserEdit'),
  icon: BadgeIcon,
}

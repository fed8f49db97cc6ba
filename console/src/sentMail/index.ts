import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead'
import { lazyView } from '../views.ts'

/** Sent mail (issue 27, admins only): the notifier's outbox, listed and read one by one. */
export default {
  list: lazyView(() => import('./SentMailList.tsx'), 'SentMailList'),
  show: lazyView(() => import('./SentMailShow.tsx'), 'SentMailShow'),
  icon: MarkEmailReadIcon,
}

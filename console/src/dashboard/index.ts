import { lazyView } from '../views.ts'

/** Spec 2.4: the staff home. */
export default {
  list: lazyView(() => import('./Dashboard.tsx'), 'Dashboard'),
}

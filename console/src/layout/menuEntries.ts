import type { SvgIconComponent } from '@mui/icons-material'
import HistoryIcon from '@mui/icons-material/History'
import HomeIcon from '@mui/icons-material/Home'
import type { Role } from '@provender/web-shared/session.ts'
import { type ConsoleResource, canAccess } from '../auth/canAccess.ts'

export interface MenuEntry {
  to: string
  label: string
  resource: ConsoleResource
  icon: SvgIconComponent
}

/**
 * The drawer of spec 2.3, in its order, listing only the screens that exist: each new
 * screen (Products, Customers, Categories, Users) adds its entry here with its resource,
 * and the role check below decides who sees it.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { to: '/', label: 'Home', resource: 'dashboard', icon: HomeIcon },
  { to: '/history', label: 'History', resource: 'history', icon: HistoryIcon },
]

export function menuEntriesFor(role: Role | null, entries: readonly MenuEntry[] = MENU_ENTRIES): MenuEntry[] {
  return entries.filter((entry) => canAccess(role, entry.resource, 'list'))
}

import type { SvgIconComponent } from '@mui/icons-material'
import BadgeIcon from '@mui/icons-material/Badge'
import CategoryIcon from '@mui/icons-material/Category'
import FactCheckIcon from '@mui/icons-material/FactCheck'
import HistoryIcon from '@mui/icons-material/History'
import HomeIcon from '@mui/icons-material/Home'
import Inventory2Icon from '@mui/icons-material/Inventory2'
import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead'
import PeopleIcon from '@mui/icons-material/People'
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import type { Role } from '@provender/web-shared/session.ts'
import { type ConsoleResource, canAccess } from '../auth/canAccess.ts'

export interface MenuEntry {
  to: string
  label: string
  resource: ConsoleResource
  icon: SvgIconComponent
}

/**
 * The drawer of spec 2.3, in its order. A new screen adds its entry here with its
 * resource, and the role check below decides who sees it (Users: admins only).
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { to: '/', label: 'Home', resource: 'dashboard', icon: HomeIcon },
  { to: '/products', label: 'Products', resource: 'products', icon: Inventory2Icon },
  { to: '/customers', label: 'Customers', resource: 'customers', icon: PeopleIcon },
  { to: '/invoices', label: 'Invoices', resource: 'invoices', icon: ReceiptLongIcon },
  { to: '/categories', label: 'Categories', resource: 'categories', icon: CategoryIcon },
  { to: '/pick-list', label: 'Pick list', resource: 'pick-list', icon: FactCheckIcon },
  { to: '/settings/delivery', label: 'Delivery', resource: 'delivery-settings', icon: LocalShippingIcon },
  { to: '/users', label: 'Users', resource: 'users', icon: BadgeIcon },
  { to: '/history', label: 'History', resource: 'history', icon: HistoryIcon },
  { to: '/sent-mail', label: 'Sent mail', resource: 'sent-mail', icon: MarkEmailReadIcon },
  { to: '/imports', label: 'Import', resource: 'imports', icon: UploadFileIcon },
]

export function menuEntriesFor(role: Role | null, entries: readonly MenuEntry[] = MENU_ENTRIES): MenuEntry[] {
  return entries.filter((entry) => canAccess(role, entry.resource, 'list'))
}

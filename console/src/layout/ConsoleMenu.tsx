import type { Role } from '@provender/web-shared/session.ts'
import { Menu, usePermissions } from 'react-admin'
import { menuEntriesFor } from './menuEntries.ts'

export function ConsoleMenu() {
  // The role comes from the authProvider's getPermissions; the drawer is empty until it answers.
  const { permissions } = usePermissions<Role | null>()
  const entries = menuEntriesFor(permissions ?? null)
  return (
    <Menu>
      {entries.map(({ to, label, icon: Icon }) => (
        <Menu.Item key={to} to={to} primaryText={label} leftIcon={<Icon />} end={to === '/'} />
      ))}
    </Menu>
  )
}

import { Menu } from 'react-admin'
import { useRole } from '../auth/useCan.ts'
import { menuEntriesFor } from './menuEntries.ts'

export function ConsoleMenu() {
  const entries = menuEntriesFor(useRole())
  return (
    <Menu>
      {entries.map(({ to, label, icon: Icon }) => (
        <Menu.Item key={to} to={to} primaryText={label} leftIcon={<Icon />} end={to === '/'} />
      ))}
    </Menu>
  )
}

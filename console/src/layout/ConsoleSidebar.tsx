import { Sidebar, type SidebarProps } from 'react-admin'
import { usePhone } from '../common/usePhone.ts'

/**
 * react-admin's drawer. On a phone it opens over the screen as MUI's modal drawer, whose paper is
 * a dialog and needs a name (axe: aria-dialog-name); the docked drawer of a wider screen is no
 * dialog, and a name there would be an attribute its element may not carry.
 */
export function ConsoleSidebar(props: SidebarProps) {
  const phone = usePhone()
  return <Sidebar {...props} {...(phone ? { slotProps: { paper: { 'aria-label': 'Navigation' } } } : {})} />
}

import { usePhone } from '@provender/web-shared/usePhone.ts'
import { useEffect, useRef } from 'react'
import { Sidebar, type SidebarProps, useSidebarState } from 'react-admin'

/**
 * react-admin's drawer. On a phone it opens over the screen as MUI's modal drawer, whose paper is
 * a dialog and needs a name (axe: aria-dialog-name); the docked drawer of a wider screen is no
 * dialog, and a name there would be an attribute its element may not carry.
 *
 * A window narrowed from desktop to phone width carried the docked drawer's "open" over to the
 * modal one, which then never slid in yet left the whole screen inert behind it. The drawer starts
 * closed on that change (only then: on a phone it still opens at will).
 */
export function ConsoleSidebar(props: SidebarProps) {
  const phone = usePhone()
  const [open, setOpen] = useSidebarState()
  const wasPhone = useRef(phone)
  const narrowed = phone && !wasPhone.current
  useEffect(() => {
    if (narrowed && open) setOpen(false)
    wasPhone.current = phone
  }, [narrowed, open, phone, setOpen])
  return (
    <Sidebar
      {...props}
      {...(phone ? { open: open && !narrowed, slotProps: { paper: { 'aria-label': 'Navigation' } } } : {})}
    />
  )
}

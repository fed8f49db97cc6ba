import HomeIcon from '@mui/icons-material/Home'
import { describe, expect, it } from 'vitest'
import { type MenuEntry, menuEntriesFor } from './menuEntries.ts'

describe('menuEntriesFor', () => {
  it('gives the drawer of spec 2.3, Users not to sales, History to admins and auditors, Sent mail and Import to admins, and a customer nothing', () => {
    const all = [
      'Home',
      'Products',
      'Customers',
      'Invoices',
      'Categories',
      'Pick list',
      'Delivery',
      'Users',
      'History',
    ]
    expect(menuEntriesFor('admin').map((entry) => entry.label)).toEqual([...all, 'Sent mail', 'Import'])
    // An auditor reads everything, the users included, but not the mails themselves.
    expect(menuEntriesFor('auditor').map((entry) => entry.label)).toEqual(all)
    expect(menuEntriesFor('sales').map((entry) => entry.label)).toEqual(all.slice(0, 7))
    expect(menuEntriesFor('customer')).toEqual([])
    expect(menuEntriesFor(null)).toEqual([])
  })

  it('keeps an admin-only screen such as Users to admins (spec 2.3)', () => {
    const entries: MenuEntry[] = [
      { to: '/', label: 'Home', resource: 'dashboard', icon: HomeIcon },
      { to: '/users', label: 'Users', resource: 'users', icon: HomeIcon },
    ]
    expect(menuEntriesFor('admin', entries).map((entry) => entry.label)).toEqual(['Home', 'Users'])
    expect(menuEntriesFor('sales', entries).map((entry) => entry.label)).toEqual(['Home'])
  })
})

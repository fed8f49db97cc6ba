import HomeIcon from '@mui/icons-material/Home'
import { describe, expect, it } from 'vitest'
import { type MenuEntry, menuEntriesFor } from './menuEntries.ts'

describe('menuEntriesFor', () => {
  it('gives every staff role the Home entry, admins and auditors History, and a customer nothing', () => {
    expect(menuEntriesFor('sales').map((entry) => entry.to)).toEqual(['/'])
    for (const role of ['admin', 'auditor'] as const) {
      expect(menuEntriesFor(role).map((entry) => entry.to)).toEqual(['/', '/history'])
    }
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

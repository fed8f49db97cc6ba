import HomeIcon from '@mui/icons-material/Home'
import { describe, expect, it } from 'vitest'
import { type MenuEntry, menuEntriesFor } from './menuEntries.ts'

describe('menuEntriesFor', () => {
  it('gives every staff role the Home entry and a customer nothing', () => {
    for (const role of ['admin', 'sales', 'auditor'] as const) {
      expect(menuEntriesFor(role).map((entry) => entry.to)).toEqual(['/'])
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

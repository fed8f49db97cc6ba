import { describe, expect, it } from 'vitest'
import { dashboardTitle } from './dashboardTitle.ts'

describe('dashboardTitle', () => {
  it('names the dashboard after the role (spec 2.4)', () => {
    expect(dashboardTitle('admin')).toBe('Admin Dashboard')
    expect(dashboardTitle('sales')).toBe('Sales Dashboard')
    expect(dashboardTitle('auditor')).toBe('Auditor Dashboard')
  })
})

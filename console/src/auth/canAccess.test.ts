import { describe, expect, it } from 'vitest'
import { CONSOLE_ACTIONS, CONSOLE_RESOURCES, canAccess } from './canAccess.ts'

const STAFF_SCREENS = ['dashboard', 'customers', 'products', 'categories', 'orders'] as const
const READS: readonly string[] = ['list', 'show', 'read']

describe('canAccess (spec 6)', () => {
  it('lets an admin do everything', () => {
    for (const resource of CONSOLE_RESOURCES) {
      for (const action of CONSOLE_ACTIONS) expect(canAccess('admin', resource, action)).toBe(true)
    }
  })

  it('lets sales use the dashboard, customers, products, categories and orders', () => {
    for (const resource of STAFF_SCREENS) {
      for (const action of ['list', 'show', 'create', 'edit', 'delete'] as const) {
        expect(canAccess('sales', resource, action)).toBe(true)
      }
    }
    expect(canAccess('sales', 'orders', 'fulfill')).toBe(true)
    expect(canAccess('sales', 'orders', 'change')).toBe(true)
    expect(canAccess('sales', 'orders', 'cancel')).toBe(true)
    expect(canAccess('sales', 'ordering-window', 'edit')).toBe(true)
  })

  it('keeps the users screens, sales-rep column, scope toggle and owner picker from sales', () => {
    for (const resource of [
      'users',
      'sales-users',
      'orders.salesRep',
      'orders.scope',
      'customers.salesRep',
    ]) {
      for (const action of CONSOLE_ACTIONS) expect(canAccess('sales', resource, action)).toBe(false)
    }
  })

  it('lets an auditor read everything and change nothing', () => {
    for (const resource of CONSOLE_RESOURCES) {
      if (resource === 'orders.scope' || resource === 'sent-mail' || resource === 'imports') continue
      for (const action of CONSOLE_ACTIONS)
        expect(canAccess('auditor', resource, action), `${action} ${resource}`).toBe(READS.includes(action))
    }
  })

  it('gives an auditor no All/Mine toggle: it owns no customers', () => {
    expect(canAccess('auditor', 'orders.scope', 'read')).toBe(false)
  })

  it('gives customers and signed-out visitors nothing', () => {
    for (const role of ['customer', null, undefined] as const) {
      for (const resource of CONSOLE_RESOURCES) {
        for (const action of CONSOLE_ACTIONS) expect(canAccess(role, resource, action)).toBe(false)
      }
    }
  })

  it('answers the matrix of spec 6 for every resource the console registers', () => {
    const expected: Record<string, { admin: boolean; sales: boolean }> = {
      dashboard: { admin: true, sales: true },
      orders: { admin: true, sales: true },
      customers: { admin: true, sales: true },
      products: { admin: true, sales: true },
      categories: { admin: true, sales: true },
      'ordering-window': { admin: true, sales: true },
      users: { admin: true, sales: false },
      'sales-users': { admin: true, sales: false },
      'customers.salesRep': { admin: true, sales: false },
      'fulfilment-tolerance': { admin: true, sales: false },
    }
    for (const [resource, allowed] of Object.entries(expected)) {
      for (const action of ['list', 'edit', 'create', 'delete'] as const) {
        expect(canAccess('admin', resource, action), `admin ${action} ${resource}`).toBe(allowed.admin)
        expect(canAccess('sales', resource, action), `sales ${action} ${resource}`).toBe(allowed.sales)
      }
    }
    expect(canAccess('sales', 'customers', 'transfer')).toBe(true)
    expect(canAccess('sales', 'customers', 'reset-password')).toBe(true)
    expect(canAccess('sales', 'sales-users', 'reset-password')).toBe(false)
  })

  it('lets sales read the delivery settings that only admins change; pick list and standing orders for all staff', () => {
    expect(canAccess('admin', 'delivery-settings', 'edit')).toBe(true)
    expect(canAccess('sales', 'delivery-settings', 'list')).toBe(true)
    expect(canAccess('sales', 'delivery-settings', 'edit')).toBe(false)
    expect(canAccess('sales', 'delivery-settings', 'create')).toBe(false)
    expect(canAccess('auditor', 'delivery-settings', 'list')).toBe(true)
    expect(canAccess('auditor', 'delivery-settings', 'edit')).toBe(false)
    for (const role of ['admin', 'sales', 'auditor'] as const) {
      expect(canAccess(role, 'pick-list', 'list'), role).toBe(true)
      expect(canAccess(role, 'standing-orders', 'list'), role).toBe(true)
    }
    expect(canAccess('sales', 'standing-orders', 'edit')).toBe(true)
    expect(canAccess('auditor', 'standing-orders', 'edit')).toBe(false)
    expect(canAccess('customer', 'pick-list', 'list')).toBe(false)
  })

  it.each(['sent-mail', 'imports'] as const)(
    'shows %s to admins only: not to sales, auditors or customers',
    (resource) => {
      for (const action of ['list', 'show', 'read', 'create'] as const) {
        expect(canAccess('admin', resource, action)).toBe(true)
        for (const role of ['sales', 'auditor', 'customer', null] as const) {
          expect(canAccess(role, resource, action), `${role} ${action}`).toBe(false)
        }
      }
    },
  )

  it('lets all staff read invoices, sales and admins record payments, auditors neither (issue 37)', () => {
    for (const role of ['admin', 'sales', 'auditor'] as const)
      expect(canAccess(role, 'invoices', 'list')).toBe(true)
    expect(canAccess('sales', 'invoices', 'edit')).toBe(false)
    expect(canAccess('sales', 'payments', 'create')).toBe(true)
    expect(canAccess('auditor', 'payments', 'create')).toBe(false)
    expect(canAccess('customer', 'invoices', 'list')).toBe(false)
  })

  it('refuses unknown resources and actions even to an admin', () => {
    expect(canAccess('admin', 'credit-memos', 'list')).toBe(false)
    expect(canAccess('admin', 'orders', 'export')).toBe(false)
  })

  it('shows history to admins and auditors, and lets only admins manage auditors', () => {
    for (const action of ['list', 'show', 'read'] as const) {
      expect(canAccess('admin', 'history', action)).toBe(true)
      expect(canAccess('auditor', 'history', action)).toBe(true)
      expect(canAccess('sales', 'history', action)).toBe(false)
      expect(canAccess('customer', 'history', action)).toBe(false)
    }
    for (const action of ['create', 'edit', 'delete', 'reset-password'] as const) {
      expect(canAccess('admin', 'auditors', action)).toBe(true)
      expect(canAccess('auditor', 'auditors', action)).toBe(false)
      expect(canAccess('sales', 'auditors', action)).toBe(false)
    }
  })
})

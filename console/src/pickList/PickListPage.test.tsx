// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { PickListPage } from './PickListPage.tsx'

const list = {
  date: '2026-12-01',
  orderCount: 2,
  categories: [],
  orderNotes: [
    {
      orderId: 41,
      businessName: 'Blue Door',
      accountNumber: 'BD-1',
      poNumber: 'PO-4410',
      note: 'Back door after 6 am',
    },
  ],
}

// Issue 35: Print used to print the web page; the warehouse's paper is the pick-list PDF, with
// its tick boxes, which the server makes for the date on screen.
describe('PickListPage', () => {
  it("prints the date's pick-list PDF, in a tab of its own", async () => {
    stubApi((url) => (url.includes('/api/pick-list') ? list : { timeZone: 'America/Chicago', days: [] }))
    renderInConsole(<PickListPage />, { role: 'admin', path: '/pick-list' })
    const print = await screen.findByRole('link', { name: 'Print' })
    expect(print.getAttribute('href')).toMatch(/^\/api\/pick-list\.pdf\?date=\d{4}-\d{2}-\d{2}$/)
    expect(print.getAttribute('target')).toBe('_blank')
  })

  // Issue 36: the packers read the orders' PO numbers and notes beside the picks.
  it('lists the orders that carry a PO number or a note', async () => {
    stubApi((url) => (url.includes('/api/pick-list') ? list : { timeZone: 'America/Chicago', days: [] }))
    renderInConsole(<PickListPage />, { role: 'admin', path: '/pick-list' })
    const notes = await screen.findByRole('table', { name: 'Order notes' })
    expect(notes.textContent).toContain('PO-4410')
    expect(notes.textContent).toContain('Back door after 6 am')
    expect(screen.getByRole('link', { name: '#41' }).getAttribute('href')).toBe('/orders/41')
  })
})

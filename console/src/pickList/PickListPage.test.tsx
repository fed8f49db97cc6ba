// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { PickListPage } from './PickListPage.tsx'

const list = { date: '2026-12-01', orderCount: 2, categories: [] }

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
})

// @vitest-environment jsdom

import { noProfile, sampleBalance } from '@provender/web-shared/testing/books.ts'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../testing/renderWithApp.tsx'
import { AccountPage } from './AccountPage.tsx'

afterEach(() => vi.unstubAllGlobals())

// The example's second invoice paid: $312.40 owed, all of it 1 to 30 days late.
const BALANCE = {
  ...sampleBalance,
  balance: 312.4,
  aging: { ...sampleBalance.aging, current: 0 },
  openInvoices: sampleBalance.openInvoices.slice(0, 1),
}

/** Answers by address, so the two reads may go in either order. */
function stubBooks(billing: unknown) {
  const spy = vi.fn(async (url: string) => {
    const body = url.endsWith('/balance') ? BALANCE : billing
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', spy)
  return spy
}

describe('the customer account page (issue 37)', () => {
  it("shows the customer's own balance, aging, open invoices with PDFs and its terms", async () => {
    const spy = stubBooks({ ...noProfile, terms: { kind: 'net', days: 30 }, termsLabel: 'Net 30' })
    renderWithApp(<AccountPage />, '/customer/account')
    expect((await screen.findByTestId('balance')).textContent).toBe('$312.40')
    expect(screen.getByTestId('aging-days1to30').textContent).toBe('$312.40')
    expect((await screen.findByTestId('payment-terms')).textContent).toBe('Payment terms: Net 30')
    const pdf = screen.getByRole('link', { name: 'Invoice #12 PDF' })
    expect(pdf.getAttribute('href')).toBe('/api/invoices/12/invoice.pdf')
    expect(screen.getByRole('table', { name: 'Open invoices' })).toBeTruthy()
    // Its own books only: the session's customer id, no other.
    expect(spy.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/customers/7/balance',
      '/api/customers/7/billing',
    ])
  })

  it('still shows the balance when the terms fail to load', async () => {
    stubBooks({ not: 'a profile' })
    renderWithApp(<AccountPage />, '/customer/account')
    expect((await screen.findByTestId('balance')).textContent).toBe('$312.40')
    expect(screen.queryByTestId('payment-terms')).toBeNull()
  })
})

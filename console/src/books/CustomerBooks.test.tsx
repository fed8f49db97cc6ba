// @vitest-environment jsdom

import { noProfile, sampleBalance } from '@provender/web-shared/testing/books.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { writesOf } from '../testing/orders.ts'
import { renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { CustomerBalance } from './CustomerBalance.tsx'
import { CustomerBilling } from './CustomerBilling.tsx'

const NO_PROFILE = noProfile
const BALANCE = sampleBalance

describe("a customer's billing profile (issue 37)", { timeout: 60_000 }, () => {
  it('fills a profile for a customer without one and saves it whole with PUT', async () => {
    const spy = stubApi((_url, init) =>
      init?.method === 'PUT'
        ? {
            ...NO_PROFILE,
            ...JSON.parse(String(init.body)),
            termsLabel: 'Net 30',
            updatedAt: '2026-12-04T20:00:00.000Z',
          }
        : NO_PROFILE,
    )
    renderInConsole(<CustomerBilling customerId={7} />, { role: 'sales' })
    const user = userEvent.setup()
    const billTo = await screen.findByRole('region', { name: 'Bill to' })
    await user.type(within(billTo).getByRole('textbox', { name: 'Street' }), '12 Dock St')
    await user.type(within(billTo).getByRole('textbox', { name: 'City' }), 'Portland')
    const shipTo = screen.getByRole('region', { name: 'Ship to' })
    await user.type(within(shipTo).getByRole('textbox', { name: 'Street' }), '14 Dock St')
    await user.type(within(shipTo).getByRole('textbox', { name: 'City' }), 'Portland')
    const rate = within(shipTo).getByRole('spinbutton', { name: 'Tax rate (%)' })
    await user.clear(rate)
    await user.type(rate, '5.5')
    await user.click(screen.getByRole('combobox', { name: /Payment terms/ }))
    await user.click(await screen.findByRole('option', { name: 'Net N days' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Credit limit ($)' }), '5000')
    await user.click(screen.getByRole('button', { name: 'Save billing' }))
    expect(await screen.findByText('Billing profile saved.')).toBeTruthy()
    const [put] = writesOf(spy, 'PUT')
    expect(put?.url).toBe('/api/customers/7/billing')
    expect(put?.body).toMatchObject({
      billTo: { line1: '12 Dock St', city: 'Portland', country: 'US' },
      shipTos: [{ shipToId: 'main', label: 'Main', taxRatePercent: 5.5, address: { line1: '14 Dock St' } }],
      terms: { kind: 'net', days: 30 },
      taxExemptCertificate: null,
      creditLimit: 5000,
    })
  })

  it('says what is wrong before sending: a half bill-to, a bad ship-to id, a tax rate over 30 %', async () => {
    const spy = stubApi(() => NO_PROFILE)
    renderInConsole(<CustomerBilling customerId={7} />, { role: 'admin' })
    const user = userEvent.setup()
    const billTo = await screen.findByRole('region', { name: 'Bill to' })
    await user.type(within(billTo).getByRole('textbox', { name: 'Postal code' }), '04101')
    const shipTo = screen.getByRole('region', { name: 'Ship to' })
    const id = within(shipTo).getByRole('textbox', { name: 'ID' })
    await user.clear(id)
    await user.type(id, 'Main Door')
    const rate = within(shipTo).getByRole('spinbutton', { name: 'Tax rate (%)' })
    await user.clear(rate)
    await user.type(rate, '31')
    await user.click(screen.getByRole('button', { name: 'Save billing' }))
    expect(await within(billTo).findByText('Enter the street address.')).toBeTruthy()
    expect(within(shipTo).getByText(/^Use 1 to 32 lowercase letters/)).toBeTruthy()
    expect(within(shipTo).getByText(/^Enter a rate of 0 to 30/)).toBeTruthy()
    expect(writesOf(spy, 'PUT')).toEqual([])
  })

  it('shows an auditor the profile and no Save', async () => {
    stubApi(() => ({
      ...NO_PROFILE,
      shipTos: [
        {
          shipToId: 'main',
          label: 'Kitchen door',
          address: { line1: '1 A St', line2: '', city: 'Bath', region: 'ME', postalCode: '', country: 'US' },
          taxRatePercent: 5.5,
        },
      ],
    }))
    renderInConsole(<CustomerBilling customerId={7} />, { role: 'auditor' })
    const label = await screen.findByRole('textbox', { name: 'Label' })
    expect((label as HTMLInputElement).value).toBe('Kitchen door')
    expect((label as HTMLInputElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save billing' })).toBeNull()
  })
})

describe("a customer's balance (issue 37)", { timeout: 60_000 }, () => {
  it('shows the balance, its aging and the open invoices with their PDFs', async () => {
    stubApi(() => BALANCE)
    renderInConsole(<CustomerBalance customerId={7} />, { role: 'auditor' })
    expect((await screen.findByTestId('balance')).textContent).toBe('$812.40')
    expect(screen.getByTestId('aging-days1to30').textContent).toBe('$312.40')
    const pdf = screen.getByRole('link', { name: 'Invoice #12 PDF' })
    expect(pdf.getAttribute('href')).toBe('/api/invoices/12/invoice.pdf')
    // An auditor reads the books and records nothing.
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull()
  })

  it('records one payment for a double tap: one key per opening of the dialog', async () => {
    const spy = stubApi((_url, init) =>
      init?.method === 'POST'
        ? { paymentId: 'p-1', applied: [{ invoiceNumber: 15, amount: 250 }], unapplied: 0 }
        : BALANCE,
    )
    renderInConsole(<CustomerBalance customerId={7} />, { role: 'admin' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Record payment' }))
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' })
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount ($)' }), '250')
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference (optional)' }), 'Check 1042')
    await user.click(within(dialog).getByRole('checkbox', { name: /^#15/ }))
    const submit = within(dialog).getByRole('button', { name: 'Record payment' })
    await user.dblClick(submit)
    expect(await screen.findByText('Payment of $250.00 recorded: $250.00 to #15.')).toBeTruthy()
    const posts = spy.mock.calls.filter(([, init]) => init?.method === 'POST')
    const keys = new Set(
      posts.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']),
    )
    expect(keys.size).toBe(1)
    expect(writesOf(spy, 'POST')[0]).toMatchObject({
      url: '/api/customers/7/payments',
      body: { amount: 250, method: 'check', reference: 'Check 1042', invoiceNumbers: [15] },
    })
    // The panel reads the balance again after the payment.
    await waitFor(() =>
      expect(spy.mock.calls.filter(([url]) => String(url).endsWith('/balance')).length).toBeGreaterThan(1),
    )
  })
})

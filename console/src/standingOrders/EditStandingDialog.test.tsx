// @vitest-environment jsdom
import { oil, ribeye } from '@provender/web-shared/testing/products.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { StandingOrder } from '../dataProvider/index.ts'
import { openLinesDialog, quantityOf } from '../testing/linesDialog.ts'
import { renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { StandingOrderPanel } from './StandingOrderPanel.tsx'

/** Sold by the pack or the case of 8. */
const buns = {
  ...oil,
  id: 'BUNS',
  productId: 'BUNS',
  name: 'Brioche buns',
  packsPerCase: 8,
  category: 'Bakery',
}
const salt = { ...oil, id: 'SALT', productId: 'SALT', name: 'Sea salt', packsPerCase: null }

const weekly: StandingOrder = {
  id: 'so-1',
  customerId: 7,
  businessName: 'Harbor Fish House',
  everyWeeks: 1,
  status: 'active',
  startsOn: '2026-12-01',
  lines: [
    { productId: 'OIL', name: 'Olive oil', quantity: 2, quantityType: 'case' },
    { productId: 'RIB', name: 'Ribeye', quantity: 3.5, quantityType: 'weight' },
    { productId: 'SALT', name: 'Sea salt', quantity: 1, quantityType: 'pack' },
  ],
  upcoming: [],
}

const refused = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

/** The panel on a customer's page, its API answering the price list and the PUT with `put`. */
async function openEdit(put: unknown = weekly) {
  const spy = stubApi((url) =>
    url === '/api/customers/7/products' ? { products: [oil, ribeye, salt, buns] } : put,
  )
  renderInConsole(<StandingOrderPanel standing={weekly} timeZone="America/Chicago" canEdit />, {
    role: 'admin',
  })
  const dialog = await openLinesDialog(
    screen.getByRole('button', { name: /^Edit standing order/ }),
    'Edit standing order',
  )
  return { spy, dialog }
}

const quantity = quantityOf

const putsOf = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) }))

describe("editing a customer's standing order", { timeout: 60_000 }, () => {
  it('sends the changed amounts, without the removed line, with the added product and how often', async () => {
    const { spy, dialog } = await openEdit()

    await userEvent.click(within(dialog).getByRole('button', { name: 'One case more of Olive oil' }))
    await userEvent.clear(quantity(dialog, 'Ribeye'))
    await userEvent.type(quantity(dialog, 'Ribeye'), '4.25')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Sea salt' }))
    expect(within(dialog).queryByText('Sea salt')).toBeNull()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add products' }))
    const picker = await screen.findByRole('dialog', { name: 'Add products' })
    await userEvent.click(within(picker).getByRole('button', { name: /Brioche buns/ }))
    await userEvent.click(within(picker).getByRole('button', { name: 'Back to the lines' }))

    // A pack is whole: a half is refused on the line and Save waits for it.
    await userEvent.type(quantity(dialog, 'Brioche buns'), '1.5')
    expect(within(dialog).getByText('Whole packs only')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true)
    await userEvent.clear(quantity(dialog, 'Brioche buns'))
    await userEvent.type(quantity(dialog, 'Brioche buns'), '2')

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Every other week' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Standing order changed.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(putsOf(spy)).toEqual([
      {
        url: '/api/standing-orders/so-1',
        body: {
          items: [
            { productId: 'OIL', quantity: 3, quantityType: 'case' },
            { productId: 'RIB', quantity: 4.25, quantityType: 'weight' },
            { productId: 'BUNS', quantity: 2, quantityType: 'pack' },
          ],
          everyWeeks: 2,
        },
      },
    ])
  })

  it("keeps the edits when the server refuses, saying why in the server's words", async () => {
    const { dialog } = await openEdit(
      refused(422, { error: 'Sea salt is not on the customer’s price list.', code: 'VALIDATION' }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'One case more of Olive oil' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Sea salt is not on the customer’s price list.',
    )
    expect(quantity(dialog, 'Olive oil').value).toBe('3')
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false)
  })

  it('says in words that another tab changed it first (409)', async () => {
    const { dialog } = await openEdit(
      refused(409, { error: 'This standing order was cancelled.', code: 'STANDING_ORDER_CANCELLED' }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This standing order was cancelled.')
    expect(screen.getByRole('dialog', { name: 'Edit standing order' })).toBeTruthy()
  })

  it('keeps at least one line: with none, Save is off and says why', async () => {
    const { dialog } = await openEdit()
    for (const name of ['Olive oil', 'Ribeye', 'Sea salt'])
      await userEvent.click(within(dialog).getByRole('button', { name: `Remove ${name}` }))
    expect(within(dialog).getByRole('alert').textContent).toMatch(/^Keep at least one line/)
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true)
  })

  it('offers no Edit on a cancelled standing order, nor to staff who may not change it', () => {
    stubApi(() => ({}))
    renderInConsole(
      <>
        <StandingOrderPanel standing={{ ...weekly, status: 'cancelled' }} timeZone={undefined} canEdit />
        <StandingOrderPanel standing={weekly} timeZone={undefined} canEdit={false} />
      </>,
      { role: 'admin' },
    )
    expect(screen.queryByRole('button', { name: /^Edit standing order/ })).toBeNull()
  })
})

// @vitest-environment jsdom
import { oil } from '@provender/web-shared/testing/products.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Order, OrderChange } from '../dataProvider/index.ts'
import { openLinesDialog, quantityOf } from '../testing/linesDialog.ts'
import { blueDoorOrder as order, refusal, writesOf } from '../testing/orders.ts'
import { renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { OrderShow } from './OrderShow.tsx'

/** On the customer's price list today: the oil dearer than it was sold at, and a new flour. */
const catalogue = [
  { ...oil, id: 'OIL-CAN', productId: 'OIL-CAN', name: 'Olive oil', sellPrice: 11 },
  { ...oil, id: 'FLOUR', productId: 'FLOUR', name: 'Bread flour', packsPerCase: 4, sellPrice: 10 },
]

const STALE = 'This order was changed by someone else. Reload it to see the latest lines.'
const edited = { id: 12, version: 4, cancelled: false, totalPrice: 1 }

/**
 * The order page, its API answering the order with `current()`, the price list, and each PUT
 * with the next of `puts` (a function: what it answers, when called), then a plain success.
 */
async function openEdit(
  puts: unknown[] = [],
  current: () => Order = () => order,
  requirements: object = { poNumberRequired: false, minimumOrder: null },
) {
  const spy = stubApi((url, init) => {
    if (url === '/api/customers/7/products') return { products: catalogue }
    if (url === '/api/customers/7/order-requirements') return requirements
    if (init?.method !== 'PUT') return current()
    const next = puts.shift()
    return typeof next === 'function' ? next() : (next ?? edited)
  })
  renderInConsole(<OrderShow />, { role: 'sales', path: '/orders/12', route: '/orders/:id' })
  const opener = await screen.findByRole('button', { name: 'Edit lines' })
  return { spy, dialog: await openLinesDialog(opener, 'Edit lines of order #12') }
}

const quantity = quantityOf
const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' })

describe("staff change an open order's lines", { timeout: 60_000 }, () => {
  it('sends every line as it now is, on the version read, and estimates kept lines at their price', async () => {
    const { spy, dialog } = await openEdit()
    expect(quantity(dialog, 'Beef ribeye').value).toBe('12.25')

    await userEvent.click(within(dialog).getByRole('button', { name: 'One case more of Olive oil' }))
    await userEvent.clear(quantity(dialog, 'Beef ribeye'))
    await userEvent.type(quantity(dialog, 'Beef ribeye'), '10.5')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Sea salt' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add products' }))
    await userEvent.click(await within(dialog).findByRole('button', { name: /Bread flour/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the lines' }))
    await userEvent.type(quantity(dialog, 'Bread flour'), '2')

    // 10.5 lb at 14.50, 2 cases of 6 at the 9.25 it was sold at (not today's 11), 3 packs at 4, 2 new at 10.
    expect(within(dialog).getByTestId('edit-estimated-total').textContent).toBe('$295.25')
    await userEvent.click(save(dialog))

    expect(await screen.findByText('Order #12 changed.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(writesOf(spy, 'PUT')).toEqual([
      {
        url: '/api/orders/12',
        body: {
          items: [
            { productId: 'BEEF-RIB', quantity: 10.5, quantityType: 'weight', substituteAllowed: false },
            { productId: 'OIL-CAN', quantity: 2, quantityType: 'case', substituteAllowed: false },
            { productId: 'BUN-12', quantity: 3, quantityType: 'pack', substituteAllowed: false },
            { productId: 'FLOUR', quantity: 2, quantityType: 'pack', substituteAllowed: false },
          ],
          version: 3,
        },
      },
    ])
  })

  it('each line starts Substitute OK from its stored choice, an added one from the default, and sends the switches', async () => {
    // The oil was placed allowing a substitute; the customer's default is to allow one.
    const allowingOil: Order = {
      ...order,
      OrderItems: order.OrderItems.map((item) => ({
        ...item,
        substituteAllowed: item.productId === 'OIL-CAN',
      })),
    }
    const { spy, dialog } = await openEdit([], () => allowingOil, {
      poNumberRequired: false,
      minimumOrder: null,
      substitutesAllowed: true,
    })
    const substituteOk = (name: string) =>
      within(dialog).getByRole('switch', { name: `Substitute OK for ${name}` }) as HTMLInputElement
    expect(substituteOk('Olive oil').checked).toBe(true)
    expect(substituteOk('Beef ribeye').checked).toBe(false)

    await userEvent.click(substituteOk('Olive oil'))
    await userEvent.click(substituteOk('Sea salt'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add products' }))
    await userEvent.click(await within(dialog).findByRole('button', { name: /Bread flour/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the lines' }))
    await userEvent.type(quantity(dialog, 'Bread flour'), '2')
    expect(substituteOk('Bread flour').checked).toBe(true)
    await userEvent.click(save(dialog))

    expect(await screen.findByText('Order #12 changed.')).toBeTruthy()
    const [sent] = writesOf(spy, 'PUT').map((write) => write.body as OrderChange)
    expect(sent?.items.map(({ productId, substituteAllowed }) => [productId, substituteAllowed])).toEqual([
      ['BEEF-RIB', false],
      ['OIL-CAN', false],
      ['BUN-12', false],
      ['SALT', true],
      ['FLOUR', true],
    ])
  })

  it("after the customer's cut-off asks first, then sends the same lines again confirmed", async () => {
    // react-admin logs every refused call; the refusal is the point here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { spy, dialog } = await openEdit([
      refusal(409, "The customer's cut-off for this order has passed.", 'CONFIRMATION_REQUIRED'),
    ])
    await userEvent.click(within(dialog).getByRole('button', { name: 'One pack more of Brioche buns' }))
    await userEvent.click(save(dialog))

    const question = await screen.findByRole('dialog', { name: 'Past the cut-off' })
    expect(
      within(question).getByText("The customer's cut-off for this order has passed. Change it anyway?"),
    ).toBeTruthy()
    expect(writesOf(spy, 'PUT')).toHaveLength(1)
    await userEvent.click(within(question).getByRole('button', { name: 'Change it anyway' }))

    expect(await screen.findByText('Order #12 changed.')).toBeTruthy()
    type Sent = { items: { quantity: number }[]; version: number; afterCutoff?: boolean }
    const [first, second] = writesOf(spy, 'PUT').map((write) => write.body as Sent)
    expect(first?.afterCutoff).toBeUndefined()
    expect(second).toEqual({ ...first, afterCutoff: true })
    expect(second?.version).toBe(3)
    expect(second?.items[2]?.quantity).toBe(4)
  })

  it("below the customer's minimum asks in the server's words, then sends the change again accepted", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const below =
      'This order is $6.50 short of the $20.00 minimum order. Confirm to accept it below the minimum.'
    const { spy, dialog } = await openEdit([refusal(409, below, 'BELOW_MINIMUM')])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Sea salt' }))
    await userEvent.click(save(dialog))

    const question = await screen.findByRole('dialog', { name: 'Below the minimum order' })
    expect(within(question).getByText(below)).toBeTruthy()
    await userEvent.click(within(question).getByRole('button', { name: 'Accept below the minimum' }))
    expect(await screen.findByText('Order #12 changed.')).toBeTruthy()
    const [first, second] = writesOf(spy, 'PUT').map((write) => write.body as { belowMinimum?: boolean })
    expect(first?.belowMinimum).toBeUndefined()
    expect(second).toEqual({ ...first, belowMinimum: true })
  })

  it('keeps the edits when someone changed the order first, says so, and reloads the latest lines', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const newer: Order = {
      ...order,
      version: 4,
      OrderItems: order.OrderItems.map((item) =>
        item.productId === 'OIL-CAN' ? { ...item, quantity: 5 } : item,
      ),
    }
    let current = order
    // Someone else's change landed just before this save.
    const refusedStale = () => {
      current = newer
      return refusal(409, STALE, 'STALE')
    }
    const { spy, dialog } = await openEdit([refusedStale], () => current)
    await userEvent.click(within(dialog).getByRole('button', { name: 'One case more of Olive oil' }))
    await userEvent.click(save(dialog))

    expect((await within(dialog).findByRole('alert')).textContent).toContain(STALE)
    expect(quantity(dialog, 'Olive oil').value).toBe('2')
    expect(save(dialog)).toHaveProperty('disabled', true)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(quantity(dialog, 'Olive oil').value).toBe('5'))
    expect(within(dialog).queryByText(STALE)).toBeNull()
    await userEvent.click(save(dialog))
    expect(await screen.findByText('Order #12 changed.')).toBeTruthy()
    expect(writesOf(spy, 'PUT').map((write) => (write.body as { version: number }).version)).toEqual([3, 4])
  })

  it('with no line left, Save waits and says to cancel the order instead, which it opens', async () => {
    const { dialog } = await openEdit()
    for (const name of ['Beef ribeye', 'Olive oil', 'Brioche buns', 'Sea salt'])
      await userEvent.click(within(dialog).getByRole('button', { name: `Remove ${name}` }))
    expect(within(dialog).getByRole('alert').textContent).toMatch(/Keep at least one line.*cancel the order/)
    expect(save(dialog)).toHaveProperty('disabled', true)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByRole('dialog', { name: 'Cancel order #12' })).toBeTruthy()
  })
})

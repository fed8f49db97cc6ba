// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { writesOf } from '../testing/orders.ts'
import { renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { OrderRequirements } from './OrderRequirements.tsx'
import { minimumOrderProblem, requirementsOf } from './orderRequirementsForm.ts'

describe("a customer's order requirements (issue 36)", { timeout: 60_000 }, () => {
  it('sets a PO number on every order and a minimum, saved with PUT', async () => {
    const spy = stubApi((_url, init) =>
      init?.method === 'PUT'
        ? JSON.parse(String(init.body))
        : { poNumberRequired: false, minimumOrder: null },
    )
    renderInConsole(<OrderRequirements customerId={7} />, { role: 'sales' })
    const user = userEvent.setup()
    const poSwitch = await screen.findByRole('switch', { name: 'Every order needs a PO number' })
    await waitFor(() => expect(poSwitch).toHaveProperty('disabled', false))
    await user.click(poSwitch)
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum order ($)' }), '150')
    await user.click(screen.getByRole('button', { name: 'Save requirements' }))
    expect(await screen.findByText('Order requirements saved.')).toBeTruthy()
    expect(writesOf(spy, 'PUT')).toEqual([
      { url: '/api/customers/7/order-requirements', body: { poNumberRequired: true, minimumOrder: 150 } },
    ])
  })

  it('reads an empty minimum as none and refuses what the server would', () => {
    expect(requirementsOf({ poNumberRequired: true, minimumOrder: null })).toEqual({
      poNumberRequired: true,
      minimumOrder: null,
    })
    expect(minimumOrderProblem(null)).toBeUndefined()
    expect(minimumOrderProblem(0.29)).toBeUndefined()
    expect(minimumOrderProblem(0)).toMatch(/^Enter an amount/)
    expect(minimumOrderProblem(12.345)).toBe('The minimum order can have at most two decimals.')
  })
})

// @vitest-environment jsdom
import { type CartLine, lineFor } from '@provender/web-shared/ordering/cart.ts'
import { oil, ribeye } from '@provender/web-shared/testing/products.ts'
import { renderScreen } from '@provender/web-shared/testing/render.tsx'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { GuideLines, type LineActions, type LineState } from './GuideLines.tsx'

/** A wizard over a fixed cart whose line actions are spies. */
function wizardWith(cart: Record<string, CartLine> = {}, selected: string[] = []) {
  const state: LineState = {
    lineOf: (product) => lineFor(cart, product),
    isSelected: (id) => selected.includes(id),
    submitting: false,
  }
  const actions = {
    setAmount: vi.fn(),
    step: vi.fn(),
    setUnit: vi.fn(),
    toggle: vi.fn(),
  } satisfies LineActions
  return { state, actions }
}

describe('GuideLines', () => {
  it("calls the wizard of the latest render, whose line's amount it shows", () => {
    const first = wizardWith()
    // render, not renderScreen: rerender must update this tree, not mount one of another shape.
    const view = render(<GuideLines products={[oil, ribeye]} {...first} />)
    // A new render brings a new wizard (its functions are new on each render) and a new amount.
    const latest = wizardWith({ RIB: { quantityType: 'weight', amount: '2.5' } }, ['RIB'])
    view.rerender(<GuideLines products={[oil, ribeye]} {...latest} />)

    expect(screen.getByLabelText('Quantity of Ribeye')).toHaveProperty('value', '2.5')
    fireEvent.click(screen.getByLabelText('One lb more of Ribeye'))
    fireEvent.change(screen.getByLabelText('Quantity of Olive oil'), { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: /^Olive oil/ }))
    expect(latest.actions.step).toHaveBeenCalledWith('RIB', 1)
    expect(latest.actions.setAmount).toHaveBeenCalledWith('OIL', '3')
    expect(latest.actions.toggle).toHaveBeenCalledWith('OIL')
    expect(first.actions.step).not.toHaveBeenCalled()
    expect(first.actions.setAmount).not.toHaveBeenCalled()
  })

  it("shows step 1's Selected chip on a chosen card only, and step 2's cards without a choose button", () => {
    const { state, actions } = wizardWith({}, ['RIB'])
    const view = render(<GuideLines products={[oil, ribeye]} state={state} actions={actions} />)
    expect(screen.getByRole('button', { name: /^Ribeye/ })).toHaveProperty('ariaPressed', 'true')
    expect(screen.getByRole('button', { name: /^Olive oil/ })).toHaveProperty('ariaPressed', 'false')
    expect(screen.getAllByText('Selected')).toHaveLength(1)
    const { toggle: _none, ...amounts } = actions
    view.rerender(<GuideLines products={[oil, ribeye]} state={state} actions={amounts} />)
    expect(screen.getByRole('heading', { name: 'Ribeye' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Ribeye/ })).toBeNull()
    expect(screen.queryByText('Selected')).toBeNull()
  })

  it("shows each line's note and the extras it is given", () => {
    renderScreen(
      <GuideLines
        products={[oil, ribeye]}
        {...wizardWith()}
        noteOf={(product) => (product === oil ? 'Last time: 2 packs' : null)}
        extrasOf={(product) => ({ onFavorite: vi.fn(), favoritePending: product === ribeye })}
      />,
    )
    expect(screen.getByText('Last time: 2 packs')).toBeTruthy()
    expect(screen.getByLabelText('Add Ribeye to favorites')).toHaveProperty('disabled', true)
    expect(screen.getByLabelText('Add Olive oil to favorites')).toHaveProperty('disabled', false)
  })

  // Out until is exclusive (docs/api.md): out until Dec 5 cannot go on Dec 4 and can from Dec 5.
  it('judges an out-of-stock line by the chosen delivery date, not today', () => {
    const cream = { ...oil, id: 'CRM', productId: 'CRM', name: 'Heavy cream' }
    const outUntil = { ...cream, availability: { status: 'out' as const, until: '2026-12-05' } }
    const view = render(<GuideLines products={[outUntil]} {...wizardWith()} stockDate="2026-12-04" />)
    expect(screen.getByTestId('stock-label').textContent).toBe('Out of stock until Dec 5')
    expect(screen.getByLabelText('Quantity of Heavy cream')).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: /^Heavy cream/ })).toHaveProperty('disabled', true)

    for (const date of ['2026-12-05', '2026-12-07']) {
      view.rerender(<GuideLines products={[outUntil]} {...wizardWith()} stockDate={date} />)
      expect(screen.queryByTestId('stock-label')).toBeNull()
      expect(screen.getByLabelText('Quantity of Heavy cream')).toHaveProperty('disabled', false)
      expect(screen.getByRole('button', { name: /^Heavy cream/ })).toHaveProperty('disabled', false)
    }

    const outForGood = { ...cream, availability: { status: 'out' as const, until: null } }
    view.rerender(<GuideLines products={[outForGood]} {...wizardWith()} stockDate="2027-06-01" />)
    expect(screen.getByTestId('stock-label').textContent).toBe('Out of stock')
    expect(screen.getByLabelText('Quantity of Heavy cream')).toHaveProperty('disabled', true)
  })
})

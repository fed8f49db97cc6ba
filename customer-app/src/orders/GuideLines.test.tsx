// @vitest-environment jsdom
import { type CartLine, lineFor } from '@provender/web-shared/ordering/cart.ts'
import { oil, ribeye } from '@provender/web-shared/testing/products.ts'
import { renderScreen } from '@provender/web-shared/testing/render.tsx'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { GuideLines, type LineWizard } from './GuideLines.tsx'

/** A wizard over a fixed cart whose line actions are spies. */
function wizardWith(cart: Record<string, CartLine> = {}) {
  return {
    lineOf: (product) => lineFor(cart, product),
    setGuideAmount: vi.fn(),
    stepGuideLine: vi.fn(),
    setGuideUnit: vi.fn(),
    submitting: false,
  } satisfies LineWizard
}

describe('GuideLines', () => {
  it("calls the wizard of the latest render, whose line's amount it shows", () => {
    const first = wizardWith()
    // render, not renderScreen: rerender must update this tree, not mount one of another shape.
    const view = render(<GuideLines products={[oil, ribeye]} wizard={first} />)
    // A new render brings a new wizard (its functions are new on each render) and a new amount.
    const latest = wizardWith({ RIB: { quantityType: 'weight', amount: '2.5' } })
    view.rerender(<GuideLines products={[oil, ribeye]} wizard={latest} />)

    expect(screen.getByLabelText('Quantity of Ribeye')).toHaveProperty('value', '2.5')
    fireEvent.click(screen.getByLabelText('One lb more of Ribeye'))
    fireEvent.change(screen.getByLabelText('Quantity of Olive oil'), { target: { value: '3' } })
    expect(latest.stepGuideLine).toHaveBeenCalledWith('RIB', 1)
    expect(latest.setGuideAmount).toHaveBeenCalledWith('OIL', '3')
    expect(first.stepGuideLine).not.toHaveBeenCalled()
    expect(first.setGuideAmount).not.toHaveBeenCalled()
  })

  it("shows each line's note and the extras it is given", () => {
    renderScreen(
      <GuideLines
        products={[oil, ribeye]}
        wizard={wizardWith()}
        noteOf={(product) => (product === oil ? 'Last time: 2 packs' : null)}
        extrasOf={(product) => ({ onFavorite: vi.fn(), favoritePending: product === ribeye })}
      />,
    )
    expect(screen.getByText('Last time: 2 packs')).toBeTruthy()
    expect(screen.getByLabelText('Add Ribeye to favorites')).toHaveProperty('disabled', true)
    expect(screen.getByLabelText('Add Olive oil to favorites')).toHaveProperty('disabled', false)
  })
})

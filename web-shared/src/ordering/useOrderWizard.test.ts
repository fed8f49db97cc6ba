// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api.ts'
import { oil, ribeye } from '../testing/products.ts'
import type { OrderItemDraft } from './types.ts'
import { type OrderWizardOptions, useOrderWizard } from './useOrderWizard.ts'
import { EMPTY_WIZARD, type WizardState } from './wizard.ts'

const products = [oil, ribeye]

type Placed = { id: number }
type Place = OrderWizardOptions<Placed, boolean>['place']

function setup(
  place: Place = async () => ({ id: 1 }),
  extra: Partial<OrderWizardOptions<Placed, boolean>> = {},
) {
  const placeSpy = vi.fn(place)
  const view = renderHook(() => useOrderWizard<Placed, boolean>({ products, place: placeSpy, ...extra }))
  return { placeSpy, wizard: () => view.result.current }
}

/** Chooses oil and ribeye, and moves to the amounts. */
function chooseBoth(wizard: () => ReturnType<typeof useOrderWizard<Placed, boolean>>) {
  act(() => wizard().toggle('OIL'))
  act(() => wizard().toggle('RIB'))
  act(() => wizard().goTo('amounts'))
}

describe('the order wizard', () => {
  it('walks choose → amounts and back, Next only with something chosen', () => {
    const { wizard } = setup()
    expect([wizard().step, wizard().stepIndex, wizard().canNext]).toEqual(['choose', 0, false])
    act(() => wizard().goTo('amounts'))
    expect(wizard().step).toBe('choose')
    act(() => wizard().toggle('RIB'))
    act(() => wizard().toggle('OIL'))
    expect(wizard().canNext).toBe(true)
    act(() => wizard().goTo('amounts'))
    expect([wizard().step, wizard().stepIndex]).toEqual(['amounts', 1])
    // Step 2 lists the products in the order they were chosen.
    expect(wizard().chosen.map((p) => p.name)).toEqual(['Ribeye', 'Olive oil'])
    act(() => wizard().goTo('choose'))
    expect(wizard().isSelected('OIL')).toBe(true)
  })

  it('chooses a product by its guide line: − and + step it, an empty amount takes it out', () => {
    const { wizard } = setup()
    act(() => wizard().stepGuideLine('RIB', 1))
    act(() => wizard().stepGuideLine('RIB', 1))
    expect(wizard().lineOf(ribeye)).toEqual({ quantityType: 'weight', amount: '2' })
    act(() => wizard().setGuideAmount('RIB', '2.35'))
    act(() => wizard().stepGuideLine('RIB', 1))
    expect(wizard().lineOf(ribeye).amount).toBe('3.35')
    act(() => wizard().setQuantityType('OIL', 'case'))
    expect(wizard().selected).toEqual(['RIB'])
    act(() => wizard().stepGuideLine('OIL', 1))
    expect(wizard().selected).toEqual(['RIB', 'OIL'])
    expect(wizard().summary.items).toEqual([
      { productId: 'RIB', quantity: 3.35, quantityType: 'weight' },
      { productId: 'OIL', quantity: 1, quantityType: 'case' },
    ])
    act(() => wizard().goTo('amounts'))
    expect([wizard().step, wizard().stepIndex]).toEqual(['amounts', 1])
    act(() => wizard().stepGuideLine('OIL', -1))
    act(() => wizard().setGuideAmount('RIB', ''))
    expect([wizard().selected, wizard().step]).toEqual([[], 'choose'])
  })

  it('starts an untyped line in the unit the app prefers, where the product is sold so', () => {
    const { wizard } = setup(undefined, { startingUnit: () => 'case' })
    expect(wizard().lineOf(oil)).toEqual({ quantityType: 'case', amount: '' })
    // Ribeye is sold by weight only: a case is not offered, so it starts by weight.
    expect(wizard().lineOf(ribeye).quantityType).toBe('weight')
    act(() => wizard().stepGuideLine('OIL', 1))
    expect(wizard().summary.items).toEqual([{ productId: 'OIL', quantity: 1, quantityType: 'case' }])
    // A unit chosen by hand wins over the preference.
    act(() => wizard().setQuantityType('OIL', 'pack'))
    expect(wizard().lineOf(oil)).toEqual({ quantityType: 'pack', amount: '' })
  })

  it('steps a line on step 2 down to nothing and keeps it chosen', () => {
    const { wizard } = setup()
    chooseBoth(wizard)
    act(() => wizard().stepQuantity('OIL', 1))
    act(() => wizard().stepQuantity('OIL', 1))
    expect(wizard().lineOf(oil).amount).toBe('2')
    act(() => wizard().stepQuantity('OIL', -1))
    act(() => wizard().stepQuantity('OIL', -1))
    act(() => wizard().setQuantity('RIB', ''))
    expect([wizard().selected, wizard().step, wizard().lineOf(oil).amount]).toEqual([
      ['OIL', 'RIB'],
      'amounts',
      '',
    ])
  })

  it("says what is wrong with a line in the spec's words, and keeps Submit off until every line is good", () => {
    const { wizard } = setup()
    chooseBoth(wizard)
    expect(wizard().lineOf(oil)).toEqual({ quantityType: 'pack', amount: '' })
    expect(wizard().lineOf(ribeye)).toEqual({ quantityType: 'weight', amount: '' })
    expect(wizard().problems.size).toBe(0)
    expect(wizard().canSubmit).toBe(false)
    act(() => wizard().setQuantity('OIL', '-1'))
    act(() => wizard().setQuantity('RIB', '1.255'))
    expect(Object.fromEntries(wizard().problems)).toEqual({
      OIL: 'Enter an amount above 0',
      RIB: 'Use at most 2 decimals',
    })
    act(() => wizard().setQuantity('OIL', '1.5'))
    expect(wizard().problems.get('OIL')).toBe('Whole packs only')
    act(() => wizard().setQuantity('OIL', '2'))
    expect(wizard().canSubmit).toBe(false)
    act(() => wizard().setQuantity('RIB', '1.5'))
    expect(wizard().problems.size).toBe(0)
    expect(wizard().canSubmit).toBe(true)
  })

  it('keeps a running estimate by the server pricing, and a unit change resets the amount', () => {
    const { wizard } = setup()
    chooseBoth(wizard)
    act(() => wizard().setQuantity('OIL', '2'))
    expect(wizard().summary.totalCents).toBe(2500)
    act(() => wizard().setQuantityType('OIL', 'case'))
    expect(wizard().lineOf(oil)).toEqual({ quantityType: 'case', amount: '' })
    act(() => wizard().setQuantity('OIL', '1'))
    act(() => wizard().setQuantity('RIB', '1.5'))
    // a case is 6 packs at 12.50; 1.5 lb at 14.99 is 22.485, rounded once to 22.49
    expect(wizard().summary.totalCents).toBe(7500 + 2249)
  })

  it('sets many lines at once and clears them', () => {
    const { wizard } = setup()
    act(() =>
      wizard().setMany(
        new Map([
          ['RIB', { quantityType: 'weight' as const, amount: '3' }],
          ['OIL', { quantityType: 'case' as const, amount: '1' }],
        ]),
      ),
    )
    expect(wizard().chosen.map((p) => p.productId)).toEqual(['RIB', 'OIL'])
    expect(wizard().summary.items).toEqual([
      { productId: 'RIB', quantity: 3, quantityType: 'weight' },
      { productId: 'OIL', quantity: 1, quantityType: 'case' },
    ])
    act(() => wizard().clear())
    expect([wizard().selected, wizard().cart, wizard().step]).toEqual([[], {}, 'choose'])
  })

  it('places one order per cart: the same key after a lost answer, a new one after a refusal', async () => {
    const answers: (() => Promise<Placed>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new ApiError(409, 'Ordering is closed right now.', 'ORDERING_CLOSED')),
      () => Promise.resolve({ id: 31 }),
    ]
    const onPlaced = vi.fn()
    const onFailed = vi.fn()
    const { wizard, placeSpy } = setup(() => answers.shift()!(), { onPlaced, onFailed })
    chooseBoth(wizard)
    act(() => wizard().setQuantity('OIL', '2'))
    act(() => wizard().setQuantity('RIB', '1'))
    const items: OrderItemDraft[] = [
      { productId: 'OIL', quantity: 2, quantityType: 'pack' },
      { productId: 'RIB', quantity: 1, quantityType: 'weight' },
    ]

    await act(() => wizard().submit(false))
    expect(wizard().error).toBeInstanceOf(TypeError)
    await act(() => wizard().submit(false))
    expect(onFailed).toHaveBeenLastCalledWith(expect.any(ApiError), false)
    await act(() => wizard().submit(true))

    const [lost, refused, placed] = placeSpy.mock.calls
    expect(lost).toEqual([items, expect.any(String), false])
    expect(refused?.[1]).toBe(lost?.[1])
    expect(placed?.[1]).not.toBe(refused?.[1])
    expect(placed?.[2]).toBe(true)
    expect(wizard().error).toBeNull()
    // Placed: the stepper is on its last step, Confirmation.
    expect([wizard().step, wizard().stepIndex]).toEqual(['amounts', 2])
    expect(wizard().placed).toMatchObject({ order: { id: 31 }, summary: { items } })
    expect(onPlaced).toHaveBeenCalledWith(wizard().placed)
  })

  it('sends nothing for a second tap while the first is on its way, nor for a cart that is not ready', async () => {
    let answer: (placed: Placed) => void = () => {}
    const { wizard, placeSpy } = setup(() => new Promise((resolve) => (answer = resolve)))
    act(() => wizard().toggle('OIL'))
    await act(() => wizard().submit(false))
    expect(placeSpy).not.toHaveBeenCalled()
    act(() => wizard().setQuantity('OIL', '1'))
    let first: Promise<void> = Promise.resolve()
    act(() => {
      first = wizard().submit(false)
      void wizard().submit(false)
    })
    expect(wizard().submitting).toBe(true)
    expect(wizard().canSubmit).toBe(false)
    await act(async () => {
      answer({ id: 2 })
      await first
    })
    expect(placeSpy).toHaveBeenCalledTimes(1)
    expect(wizard().submitting).toBe(false)
  })

  it("keeps its state in the app's store, and drops what the price list no longer offers", () => {
    let stored: WizardState = { ...EMPTY_WIZARD, step: 'amounts', selected: ['OIL', 'GONE'] }
    const update = vi.fn((next: (s: WizardState) => WizardState) => {
      stored = next(stored)
    })
    const view = renderHook(() =>
      useOrderWizard<Placed>({ products, store: { state: stored, update }, place: async () => ({ id: 1 }) }),
    )
    expect(stored.selected).toEqual(['OIL'])
    act(() => view.result.current.toggle('RIB'))
    view.rerender()
    expect(view.result.current.chosen.map((p) => p.productId)).toEqual(['OIL', 'RIB'])
    expect(view.result.current.step).toBe('amounts')
  })
})

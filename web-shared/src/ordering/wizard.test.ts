import { describe, expect, it } from 'vitest'
import { testProduct } from './testProducts.ts'
import type { CustomerProduct } from './types.ts'
import { EMPTY_WIZARD, toggled, withinCatalogue, withLines, withStep } from './wizard.ts'

const product = (id: string): CustomerProduct => testProduct(id)

describe('the wizard state', () => {
  it('drops chosen products that left the price list, back to step 1 when none is left', () => {
    const state = { ...EMPTY_WIZARD, step: 'amounts' as const, selected: ['A', 'GONE'] }
    expect(withinCatalogue(state, [product('A')]).selected).toEqual(['A'])
    expect(withinCatalogue(state, [product('B')])).toMatchObject({ selected: [], step: 'choose' })
    // Unchanged is the same state, so a store can tell nothing happened.
    expect(withinCatalogue(state, [product('A'), product('GONE')])).toBe(state)
  })

  it('chooses and un-chooses a product; un-chosen, it forgets its amount (spec 4: it starts at 0)', () => {
    const once = toggled(EMPTY_WIZARD, 'A')
    expect(once.selected).toEqual(['A'])
    const typed = { ...once, cart: { A: { quantityType: 'case' as const, amount: '3' } } }
    const off = toggled(typed, 'A')
    expect(off.selected).toEqual([])
    expect(Object.hasOwn(off.cart, 'A')).toBe(false)
    expect(toggled(off, 'A').cart).toEqual({})
  })

  it('goes to step 2 only with something chosen', () => {
    expect(withStep(EMPTY_WIZARD, 'amounts')).toBe(EMPTY_WIZARD)
    expect(withStep(toggled(EMPTY_WIZARD, 'A'), 'amounts').step).toBe('amounts')
  })

  it('sets several lines at once, in their order, after what was chosen', () => {
    const state = withLines(
      toggled(EMPTY_WIZARD, 'A'),
      new Map([
        ['20', { quantityType: 'case' as const, amount: '2' }],
        ['A', { quantityType: 'pack' as const, amount: '1' }],
        ['3', { quantityType: 'pack' as const, amount: '5' }],
      ]),
    )
    expect(state.selected).toEqual(['A', '20', '3'])
    expect(state.cart).toEqual({
      A: { quantityType: 'pack', amount: '1' },
      20: { quantityType: 'case', amount: '2' },
      3: { quantityType: 'pack', amount: '5' },
    })
    const proto = withLines(
      EMPTY_WIZARD,
      new Map([['__proto__', { quantityType: 'pack' as const, amount: '1' }]]),
    )
    expect(Object.hasOwn(proto.cart, '__proto__')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import type { Order } from '../dataProvider/index.ts'
import {
  draftProblem,
  draftsOf,
  previewTotalCents,
  type ShippedDraft,
  shippedBody,
} from './fulfilmentForm.ts'

const order: Pick<Order, 'OrderItems'> = {
  OrderItems: [
    {
      id: 1,
      productId: 'BEEF',
      Product: { name: 'Beef ribeye', unitType: 'weight', packsPerCase: null },
      sellPrice: 12.65,
      quantity: 20,
      quantityType: 'weight',
      lineTotal: 253,
    },
    {
      id: 2,
      productId: 'BUTTER',
      Product: { name: 'Butter', unitType: 'quantity', packsPerCase: 36 },
      sellPrice: 3.82,
      quantity: 2,
      quantityType: 'case',
      lineTotal: 275.04,
    },
  ],
}

const [beef, butter] = draftsOf(order) as [ShippedDraft, ShippedDraft]

describe('fulfil dialog form', () => {
  it('is prefilled with the ordered amounts: confirming ships as ordered, at the estimate', () => {
    expect(beef).toEqual({
      productId: 'BEEF',
      quantityType: 'weight',
      ordered: 20,
      text: '20',
      outOfStock: false,
      substituteId: '',
      substituteUnit: 'weight',
      substituteText: '',
    })
    expect(shippedBody([beef, butter])).toEqual([
      { productId: 'BEEF', quantity: 20 },
      { productId: 'BUTTER', quantity: 2 },
    ])
    expect(previewTotalCents(order, [beef, butter], 10)).toBe(52804)
  })

  it('previews the final total of a catch weight and an out-of-stock line', () => {
    const drafts = [
      { ...beef, text: '19.42' },
      { ...butter, outOfStock: true },
    ]
    expect(shippedBody(drafts)).toEqual([
      { productId: 'BEEF', quantity: 19.42 },
      { productId: 'BUTTER', quantity: 0 },
    ])
    expect(previewTotalCents(order, drafts, 10)).toBe(24566)
  })

  it.each([
    [{ ...beef, text: '' }, 'Enter the amount shipped, or mark it out of stock.'],
    [{ ...beef, text: '-1' }, 'Enter 0 lb or more.'],
    [{ ...beef, text: 'abc' }, 'Enter 0 lb or more.'],
    [{ ...beef, text: '19.425' }, 'Enter the weight with at most two decimals.'],
    [{ ...beef, text: '22.01' }, 'At most 22.00 lb (10% over the 20.00 lb ordered).'],
    [{ ...butter, text: '1.5' }, 'Enter a whole number of cases.'],
    [{ ...butter, text: '3' }, 'At most 2 cases, the amount ordered.'],
  ])('refuses %j', (draft, problem) => {
    expect(draftProblem(draft, 10)).toBe(problem)
    expect(
      previewTotalCents(
        order,
        [draft.productId === 'BEEF' ? draft : beef, draft.productId === 'BUTTER' ? draft : butter],
        10,
      ),
    ).toBeNull()
  })

  it('an out-of-stock line needs no amount', () => {
    expect(draftProblem({ ...beef, text: '', outOfStock: true }, 10)).toBeNull()
  })

  it('a short line names its substitute; a line shipped in full never does (issue 36)', () => {
    const [beef, butter] = draftsOf(order)
    if (!beef || !butter) throw new Error('two lines')
    const short = {
      ...butter,
      text: '1',
      substituteId: 'GHEE',
      substituteUnit: 'pack' as const,
      substituteText: '3',
    }
    const full = { ...beef, substituteId: 'STEAK', substituteText: '5' }
    expect(shippedBody([full, short])).toEqual([
      { productId: 'BEEF', quantity: 20 },
      {
        productId: 'BUTTER',
        quantity: 1,
        substitute: { productId: 'GHEE', quantityType: 'pack', quantity: 3 },
      },
    ])
  })
})

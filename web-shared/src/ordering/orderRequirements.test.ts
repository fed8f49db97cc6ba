import { describe, expect, it } from 'vitest'
import {
  blockedByMinimum,
  changedNotesFields,
  minimumText,
  NO_REQUIREMENTS,
  notesFields,
  parseOrderRequirements,
} from './orderRequirements.ts'

const minimum150 = { poNumberRequired: false, minimumOrder: 150 }

describe('order requirements (issue 36)', () => {
  it('names what is missing to reach the minimum, and nothing once reached or without one', () => {
    expect(minimumText(minimum150, 13_760)).toBe('Add $12.40 to reach your $150.00 minimum order')
    expect(minimumText(minimum150, 15_000)).toBeNull()
    expect(minimumText(NO_REQUIREMENTS, 100)).toBeNull()
  })

  it('blocks a placement below the minimum, and a change only when it lowers the total', () => {
    expect(blockedByMinimum(minimum150, 14_999)).toBe(true)
    expect(blockedByMinimum(minimum150, 15_000)).toBe(false)
    expect(blockedByMinimum(minimum150, 12_000, 12_000)).toBe(false)
    expect(blockedByMinimum(minimum150, 11_000, 12_000)).toBe(true)
  })

  it('reads an answer of another shape as no requirement', () => {
    expect(parseOrderRequirements({ poNumberRequired: true, minimumOrder: 20 })).toEqual({
      poNumberRequired: true,
      minimumOrder: 20,
    })
    expect(parseOrderRequirements({ poNumberRequired: 'yes', minimumOrder: '20' })).toEqual(NO_REQUIREMENTS)
    expect(parseOrderRequirements(null)).toEqual(NO_REQUIREMENTS)
  })

  it('sends only typed notes with a placement, and only changed ones with a change', () => {
    expect(notesFields({ poNumber: '  ', note: '' })).toEqual({})
    expect(notesFields({ poNumber: ' PO-1 ', note: 'Back door' })).toEqual({
      poNumber: 'PO-1',
      note: 'Back door',
    })
    const before = { poNumber: 'PO-1', note: 'Back door' }
    expect(changedNotesFields(before, { poNumber: 'PO-1 ', note: '' })).toEqual({ note: '' })
  })
})

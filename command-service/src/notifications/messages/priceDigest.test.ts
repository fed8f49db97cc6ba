import { defaultMailPreferences } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { LINK_PLACEHOLDERS, type PriceChangeLine, planPriceDigest } from './index.ts'
import { contact, ctx, customer, expectMail } from './testing.ts'

let n = 0
const move = (
  productName: string,
  quantityType: PriceChangeLine['quantityType'],
  oldCents: number,
  newCents: number,
  changedAt = '2026-11-27T15:00:00Z',
): PriceChangeLine => ({
  changeId: `7-${++n}`,
  productId: productName.toUpperCase(),
  productName,
  quantityType,
  oldCents,
  newCents,
  changedAt,
})

const digest = (changes: PriceChangeLine[]) => planPriceDigest(customer, changes, '2026-11-27', ctx)

describe('planPriceDigest', () => {
  it("lists each product's old -> new price per its unit, sorted by name, with no total", () => {
    const mail = digest([
      move('Ribeye', 'weight', 1250, 1310),
      move('Eggs', 'case', 5400, 5100),
      move('Basil', 'pack', 299, 349),
    ])
    expectMail(mail, {
      kind: 'price-digest',
      source: 'price-digest:7:2026-11-27',
      recipient: contact,
      subject: 'Price changes for Bistro Nord on Nov 27, 2026',
      text: [
        [
          '* Basil: $2.99 → $3.49 /pack (up $0.50 /pack)',
          '* Eggs: $54.00 → $51.00 /case (down $3.00 /case)',
          '* Ribeye: $12.50 → $13.10 /lb (up $0.60 /lb)',
        ].join('\n'),
        'Provender Foods changed on Nov 27, 2026',
        `Stop these mails: ${LINK_PLACEHOLDERS.unsubscribe}`,
      ],
    })
    // A pound, a case and a pack do not add up: no sum of the moves anywhere.
    expect(mail?.text).not.toMatch(/total/i)
    expect(mail?.html).toContain('$12.50 → $13.10 /lb')
    expect(mail?.html).toContain('up $0.60 /lb')
    expect(mail?.html).toContain(`<a href="${LINK_PLACEHOLDERS.unsubscribe}">`)
  })

  it("folds a product's moves of the day into its first old and last new price", () => {
    const mail = digest([
      move('Ribeye', 'weight', 1310, 1400, '2026-11-27T18:00:00Z'),
      move('Ribeye', 'weight', 1250, 1310, '2026-11-27T09:00:00Z'),
    ])
    expect(mail?.text).toContain('* Ribeye: $12.50 → $14.00 /lb (up $1.50 /lb)')
    expect(mail?.text.match(/Ribeye/g)).toHaveLength(1)
  })

  it('leaves out a product that moved back, and answers null when nothing is left', () => {
    const there = move('Ribeye', 'weight', 1250, 1310, '2026-11-27T09:00:00Z')
    const back = move('Ribeye', 'weight', 1310, 1250, '2026-11-27T10:00:00Z')
    expect(digest([there, back])).toBeNull()
    expect(digest([])).toBeNull()
    expect(digest([there, back, move('Basil', 'pack', 299, 349)])?.text).not.toContain('Ribeye')
  })

  it('keeps a line per unit when the unit the customer buys in changed between moves', () => {
    const mail = digest([move('Eggs', 'case', 5400, 5100), move('Eggs', 'pack', 450, 425)])
    expect(mail?.text).toContain('$54.00 → $51.00 /case')
    expect(mail?.text).toContain('$4.50 → $4.25 /pack')
  })

  it("honours the contact's priceDigest preference when given", () => {
    const changes = [move('Basil', 'pack', 299, 349)]
    const off = { ...defaultMailPreferences, priceDigest: false }
    expect(planPriceDigest(customer, changes, '2026-11-27', ctx, off)).toBeNull()
    expect(planPriceDigest(customer, changes, '2026-11-27', ctx, defaultMailPreferences)).not.toBeNull()
  })
})

import type { DomainEvent, EventData } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given } from '../shared/givenWhenThen.ts'
import { billingAggregate, decideBilling } from './billing.ts'
import { billingBody, profileOf, profileView } from './billingRequests.ts'
import { billingRequest, dockStreet } from './books.testing.ts'

const address = dockStreet
const body = billingRequest
const profile: EventData<'CustomerBillingSet'> = {
  customerId: 7,
  ...profileOf(billingBody.parse({ ...body, shipTos: [{ ...body.shipTos[0], taxRatePercent: 8.875 }] })),
}
const set = (data: EventData<'CustomerBillingSet'>): DomainEvent => ({ type: 'CustomerBillingSet', data })

describe('billing profile: given, when, then', () => {
  it('the first profile is one CustomerBillingSet, in cents and thousandths of a percent', () => {
    expect(decideBilling({ type: 'SetBilling', profile }, given(billingAggregate))).toEqual([set(profile)])
    expect(profile.shipTos[0]!.taxRateMilliPercent).toBe(8875)
    expect(profile.creditLimitCents).toBe(500_000)
  })

  it('the same profile again appends nothing; a changed one replaces it whole', () => {
    const state = given(billingAggregate, set(profile))
    expect(decideBilling({ type: 'SetBilling', profile: structuredClone(profile) }, state)).toEqual([])
    const cod = { ...profile, terms: { kind: 'cod' as const } }
    expect(decideBilling({ type: 'SetBilling', profile: cod }, state)).toEqual([set(cod)])
    expect(given(billingAggregate, set(profile), set(cod))).toEqual(cod)
  })

  it('answers in dollars and percents, and a customer never given one as COD with nothing', () => {
    expect(profileView(7, profile, '2026-12-01T14:00:00.000Z')).toMatchObject({
      shipTos: [{ shipToId: 'main', taxRatePercent: 8.875 }],
      termsLabel: 'Net 30',
      creditLimit: 5000,
    })
    const none = profileView(7, null, null)
    expect([none.billTo, none.shipTos, none.terms, none.termsLabel]).toEqual([
      null,
      [],
      { kind: 'cod' },
      'COD',
    ])
    expect([none.taxExemptCertificate, none.creditLimit, none.updatedAt]).toEqual([null, null, null])
  })
})

describe('billing body', () => {
  const message = (patch: Record<string, unknown>) => {
    const parsed = billingBody.safeParse({ ...body, ...patch })
    return parsed.success ? null : parsed.error.issues[0]?.message
  }

  it.each([
    [
      'a fourth decimal of tax',
      { shipTos: [{ ...body.shipTos[0], taxRatePercent: 8.8755 }] },
      /at most three decimals/,
    ],
    ['a tax rate over 30', { shipTos: [{ ...body.shipTos[0], taxRatePercent: 31 }] }, /from 0 to 30/],
    ['no ship-to', { shipTos: [] }, /at least one ship-to/],
    ['a ship-to id twice', { shipTos: [body.shipTos[0], body.shipTos[0]] }, /used twice/],
    ['an upper-case ship-to id', { shipTos: [{ ...body.shipTos[0], shipToId: 'Main' }] }, /lowercase/],
    ['net 121', { terms: { kind: 'net', days: 121 } }, /1 to 120/],
    ['a credit limit in tenths of cents', { creditLimit: 10.005 }, /two decimals/],
    ['a negative credit limit', { creditLimit: -1 }, /more than 0 or 0/],
    ['a line break in an address', { billTo: { ...address, line1: 'a\nb' } }, /line breaks/],
    ['a blank city', { billTo: { ...address, city: '  ' } }, /needs a city/],
  ])('refuses %s with a clear message', (_case, patch, expected) => {
    expect(message(patch)).toMatch(expected)
  })

  it('trims stored texts and reads a blank certificate as none', () => {
    const parsed = billingBody.parse({
      ...body,
      billTo: { ...address, line1: '  12 Dock St ' },
      taxExemptCertificate: '',
    })
    expect(parsed.billTo.line1).toBe('12 Dock St')
    expect(parsed.taxExemptCertificate).toBeNull()
  })
})

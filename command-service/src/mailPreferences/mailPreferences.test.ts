import { type DomainEvent, defaultMailPreferences, notificationKinds } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { decideMailPreferences, mailPreferencesAggregate, preferenceOfKind } from './mailPreferences.ts'

const active = { status: 'active', id: 12 } as const
const deleted = { status: 'deleted', id: 12 } as const
const allOff = { orders: false, shipping: false, priceDigest: false, reminders: false, newOrders: false }
const set = (preferences: typeof allOff, via: 'profile' | 'unsubscribe-link' = 'profile') =>
  ({ type: 'MailPreferencesSet', data: { userId: 12, preferences, via } }) as const satisfies DomainEvent

describe('mail preferences', () => {
  it('the defaults hold until a user first sets them', () => {
    expect(given(mailPreferencesAggregate).preferences).toEqual(defaultMailPreferences)
  })

  it('the profile sets every preference; the same again records nothing', () => {
    const state = given(mailPreferencesAggregate)
    expect(
      decideMailPreferences({ type: 'SetPreferences', account: active, preferences: allOff }, state),
    ).toEqual([set(allOff)])
    const after = given(mailPreferencesAggregate, set(allOff))
    expect(
      decideMailPreferences({ type: 'SetPreferences', account: active, preferences: allOff }, after),
    ).toEqual([])
    // Saving the defaults without ever having set anything records nothing either.
    expect(
      decideMailPreferences(
        { type: 'SetPreferences', account: active, preferences: defaultMailPreferences },
        state,
      ),
    ).toEqual([])
  })

  it('an unsubscribe link turns its kind off and leaves the others; a second click records nothing', () => {
    const state = given(mailPreferencesAggregate)
    const events = decideMailPreferences(
      { type: 'Unsubscribe', account: active, kind: 'price-digest' },
      state,
    )
    expect(events).toEqual([set({ ...defaultMailPreferences, priceDigest: false }, 'unsubscribe-link')])
    const after = given(mailPreferencesAggregate, ...events)
    expect(
      decideMailPreferences({ type: 'Unsubscribe', account: active, kind: 'price-digest' }, after),
    ).toEqual([])
    // Reminders are off by default: unsubscribing from them changes nothing.
    expect(
      decideMailPreferences({ type: 'Unsubscribe', account: active, kind: 'order-reminder' }, state),
    ).toEqual([])
  })

  it('maps each kind to its preference, and the reset mail to none', () => {
    expect(notificationKinds.map((kind) => [kind, preferenceOfKind[kind]])).toEqual([
      ['order-placed', 'orders'],
      ['new-order', 'newOrders'],
      ['order-shipped', 'shipping'],
      ['order-changed', 'orders'],
      ['standing-moved', 'orders'],
      ['closure-removed', 'orders'],
      ['price-digest', 'priceDigest'],
      ['order-reminder', 'reminders'],
      ['password-reset', null],
    ])
    expect(
      refusal(() =>
        decideMailPreferences(
          { type: 'Unsubscribe', account: active, kind: 'password-reset' },
          given(mailPreferencesAggregate),
        ),
      ),
    ).toEqual({
      kind: 'invalid',
      message: 'Password reset mails cannot be turned off.',
      code: 'UNSUBSCRIBE_LINK_INVALID',
      issues: [],
    })
  })

  it('records nothing for a deleted account', () => {
    const state = given(mailPreferencesAggregate)
    expect(
      decideMailPreferences({ type: 'SetPreferences', account: deleted, preferences: allOff }, state),
    ).toEqual([])
    expect(
      decideMailPreferences({ type: 'Unsubscribe', account: deleted, kind: 'order-placed' }, state),
    ).toEqual([])
  })
})

import type { DomainEvent } from '@provender/events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProjectionSpec, startProjectionSpec } from '../projections/projectionSpec.ts'
import { mailPreferencesProjection, storedMailPreferences } from './projection.ts'

let spec: ProjectionSpec
beforeAll(async () => {
  spec = await startProjectionSpec(mailPreferencesProjection)
})
afterAll(() => spec?.stop())

const choice = { orders: true, shipping: false, priceDigest: false, reminders: true, newOrders: true }
const set = (userId: number, preferences: typeof choice, via: 'profile' | 'unsubscribe-link' = 'profile') =>
  ({ type: 'MailPreferencesSet', data: { userId, preferences, via } }) as const satisfies DomainEvent
const row = (userId: number, p: typeof choice) => ({
  user_id: userId,
  orders: p.orders,
  shipping: p.shipping,
  price_digest: p.priceDigest,
  reminders: p.reminders,
  new_orders: p.newOrders,
})

describe('mail preferences read model: given events, the rows', () => {
  it('holds no row for a user who never set them (the defaults apply)', async () => {
    expect(await spec.rows('rm_mail_preferences', 'user_id')).toEqual([])
    expect(await storedMailPreferences(spec.knex, 12)).toBeNull()
  })

  it('holds each user’s latest choice, from the profile or a link', async () => {
    await spec.given('mail-preferences-12', [
      set(12, choice),
      set(12, { ...choice, orders: false }, 'unsubscribe-link'),
    ])
    await spec.given('mail-preferences-13', [set(13, choice)])
    expect(await spec.rows('rm_mail_preferences', 'user_id')).toEqual([
      row(12, { ...choice, orders: false }),
      row(13, choice),
    ])
    expect(await storedMailPreferences(spec.knex, 12)).toEqual({ ...choice, orders: false })
  })

  it('removes a deleted user’s row, and only that one', async () => {
    await spec.given('user-12', [
      { type: 'UserDeleted', data: { userId: 12, role: 'customer', reassignedTo: null } },
    ])
    expect(await spec.rows('rm_mail_preferences', 'user_id')).toEqual([row(13, choice)])
  })
})

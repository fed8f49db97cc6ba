import type { MailPreferences } from '@provender/events'
import type { Knex } from 'knex'
import { settingRowsProjection } from '../projections/settingRows.ts'

export interface MailPreferencesRow {
  user_id: number
  orders: boolean
  shipping: boolean
  price_digest: boolean
  reminders: boolean
  new_orders: boolean
}

/** rm_mail_preferences: which mails each user chose; a deleted user's row goes with it. */
export const mailPreferencesProjection = settingRowsProjection({
  name: 'mail-preferences',
  streams: ['mailPreferences'],
  table: 'rm_mail_preferences',
  key: 'user_id',
  set: 'MailPreferencesSet',
  row: ({ userId, preferences }) => rowOf(userId, preferences),
  removedBy: 'UserDeleted',
  keyOfRemoved: ({ userId }) => userId,
})

function rowOf(userId: number, p: MailPreferences): MailPreferencesRow {
  return {
    user_id: userId,
    orders: p.orders,
    shipping: p.shipping,
    price_digest: p.priceDigest,
    reminders: p.reminders,
    new_orders: p.newOrders,
  }
}

/** A user's preferences as the read model has them, or null when never set (the defaults apply). */
export async function storedMailPreferences(knex: Knex, userId: number): Promise<MailPreferences | null> {
  const row = await knex('rm_mail_preferences')
    .where({ user_id: userId })
    .first<MailPreferencesRow | undefined>()
  if (!row) return null
  return {
    orders: row.orders,
    shipping: row.shipping,
    priceDigest: row.price_digest,
    reminders: row.reminders,
    newOrders: row.new_orders,
  }
}

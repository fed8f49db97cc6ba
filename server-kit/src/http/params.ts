import { z } from 'zod'

/** Ids of users, customers, orders and categories are PostgreSQL integers: anything larger names nothing. */
export const MAX_ENTITY_ID = 2_147_483_647

/** A path id such as `/api/orders/12`: digits only, 1 to MAX_ENTITY_ID, with the given message otherwise. */
export function entityId(message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((n) => n > 0 && n <= MAX_ENTITY_ID, message)
}

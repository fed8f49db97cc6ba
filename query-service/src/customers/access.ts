import { notFound } from '@provender/events'
import { entityId } from '@provender/server-kit'
import type { Knex } from 'knex'
import type { Viewer } from '../http/session.ts'

/**
 * Whether the viewer may see a customer: itself, its owning rep, admins and auditors.
 * Anything else answers 404, exactly like a customer that does not exist.
 */
export async function visibleCustomer(knex: Knex, who: Viewer, customerId: number) {
  const customer = await knex('rm_customers')
    .where({ id: customerId })
    .first<{ id: number; sales_user_id: number; business_name: string; account_number: string } | undefined>()
  const allowed =
    customer &&
    (who.role === 'admin' ||
      who.role === 'auditor' ||
      (who.role === 'sales' && customer.sales_user_id === who.id) ||
      (who.role === 'customer' && customer.id === who.id))
  if (!allowed) throw notFound('Customer not found.')
  return customer
}

const customerIdParam = entityId('Customer not found.')

/**
 * The customer a route's id parameter names, once the viewer may see it: a malformed id answers
 * the same 404 as a hidden or missing customer, so the answer never tells them apart.
 */
export async function visibleCustomerParam(knex: Knex, who: Viewer, param: unknown): Promise<number> {
  const id = customerIdParam.safeParse(param)
  if (!id.success) throw notFound('Customer not found.')
  await visibleCustomer(knex, who, id.data)
  return id.data
}

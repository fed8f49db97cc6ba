import { notFound } from '@provender/events'
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

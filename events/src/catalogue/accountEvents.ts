import { z } from 'zod'
import { roleSchema } from './envelope.ts'
import { cents, contact, id, MAX_SUBSTITUTES, productFields, productId } from './fields.ts'

/** Accounts, customers and the catalogue: users, sessions, guards, customers, categories, products. Part of the event catalogue (events.ts). */
export const accountEvents = {
  // user-{id}: the login account of every role
  UserRegistered: {
    version: 1,
    data: z.object({
      userId: id,
      role: roleSchema,
      ...contact,
      passwordHash: z.string().min(1),
      passwordChanged: z.boolean(),
    }),
  },
  UserProfileUpdated: {
    version: 1,
    data: z.object({
      userId: id,
      before: z.object(contact),
      after: z.object(contact),
    }),
  },
  UserPasswordChanged: { version: 1, data: z.object({ userId: id, passwordHash: z.string().min(1) }) },
  UserPasswordReset: {
    version: 1,
    data: z.object({ userId: id, passwordHash: z.string().min(1), resetBy: id }),
  },
  UserDeleted: { version: 1, data: z.object({ userId: id, role: roleSchema, reassignedTo: id.nullable() }) },

  // session-{id}: a signed-in session ended by its logout; expiresAt is the token's own expiry
  SessionEnded: {
    version: 1,
    data: z.object({ sessionId: z.uuid(), userId: id, expiresAt: z.iso.datetime() }),
  },

  // email-{address}: guards that one address belongs to one account
  EmailReserved: { version: 1, data: z.object({ email: z.string(), userId: id }) },
  EmailReleased: { version: 1, data: z.object({ email: z.string(), userId: id }) },

  // account-number-{normalised}: guards that one account number belongs to one customer
  AccountNumberReserved: { version: 1, data: z.object({ accountNumber: z.string().min(1), customerId: id }) },
  AccountNumberReleased: { version: 1, data: z.object({ accountNumber: z.string().min(1), customerId: id }) },

  // customer-{id}: the business account, its owner and negotiated prices
  CustomerRegistered: {
    version: 1,
    data: z.object({
      customerId: id,
      businessName: z.string().min(1),
      accountNumber: z.string().min(1),
      salesUserId: id,
    }),
  },
  CustomerDetailsUpdated: {
    version: 1,
    data: z.object({
      customerId: id,
      before: z.object({ businessName: z.string(), accountNumber: z.string() }),
      after: z.object({ businessName: z.string(), accountNumber: z.string() }),
    }),
  },
  CustomerProductPriced: {
    version: 1,
    data: z.object({ customerId: id, productId, oldPriceCents: cents.nullable(), newPriceCents: cents }),
  },
  CustomerProductRemoved: {
    version: 1,
    data: z.object({ customerId: id, productId, oldPriceCents: cents }),
  },
  CustomerTransferred: {
    version: 1,
    data: z.object({
      customerId: id,
      fromSalesUserId: id,
      toSalesUserId: id,
      reason: z.enum(['transfer', 'owner-deleted']),
    }),
  },
  CustomerFavoriteAdded: { version: 1, data: z.object({ customerId: id, productId }) },
  CustomerFavoriteRemoved: { version: 1, data: z.object({ customerId: id, productId }) },
  CustomerDeleted: { version: 1, data: z.object({ customerId: id }) },

  // order-requirements-{customerId}: what every order of the customer must carry (issue 36)
  OrderRequirementsSet: {
    version: 1,
    data: z.object({
      customerId: id,
      /** Every order needs the customer's PO number. */
      poNumberRequired: z.boolean(),
      /** The least an order's estimated total may be; null: no minimum. */
      minimumOrderCents: cents.nullable(),
      /** Lines allow a named substitute unless the customer says otherwise. Absent: not allowed. */
      substitutesAllowed: z.boolean().optional(),
    }),
  },

  // category-{id}
  CategoryCreated: { version: 1, data: z.object({ categoryId: id, name: z.string().min(1) }) },
  CategoryRenamed: {
    version: 1,
    data: z.object({ categoryId: id, oldName: z.string(), newName: z.string().min(1) }),
  },
  CategoryDeleted: { version: 1, data: z.object({ categoryId: id, name: z.string() }) },

  // categoryname-{normalised name}: guards that one name belongs to one category
  CategoryNameReserved: { version: 1, data: z.object({ name: z.string().min(1), categoryId: id }) },
  CategoryNameReleased: { version: 1, data: z.object({ name: z.string().min(1), categoryId: id }) },

  // product-{id}: the id is the code staff type
  ProductCreated: { version: 1, data: productFields.extend({ productId }) },
  ProductUpdated: { version: 1, data: z.object({ productId, before: productFields, after: productFields }) },
  ProductDeleted: { version: 1, data: z.object({ productId, name: z.string() }) },
  /** The products staff offer, in order, when this one is short at fulfilment (issue 36); [] none. */
  ProductSubstitutesSet: {
    version: 1,
    data: z.object({ productId, substitutes: z.array(productId).max(MAX_SUBSTITUTES) }),
  },
} as const

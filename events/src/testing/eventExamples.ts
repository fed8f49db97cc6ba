import type { DomainEvent, EventType } from '../catalogue/events.ts'

const contact = { email: 'dana@provender.test', firstName: 'Dana', lastName: 'Reyes', phone: '3125550100' }
const beef = {
  name: 'Ground beef',
  description: '',
  categoryId: 3,
  unitType: 'weight',
  packsPerCase: null,
  priceCents: 1265,
} as const

/** One well-formed event of every type in the catalogue. */
export const eventExamples: { [T in EventType]: Extract<DomainEvent, { type: T }>['data'] } = {
  UserRegistered: { userId: 7, role: 'sales', ...contact, passwordHash: 'hash', passwordChanged: false },
  UserProfileUpdated: { userId: 7, before: contact, after: { ...contact, phone: '3125550199' } },
  UserPasswordChanged: { userId: 7, passwordHash: 'hash-2' },
  UserPasswordReset: { userId: 7, passwordHash: 'hash-default', resetBy: 1 },
  UserDeleted: { userId: 7, role: 'sales', reassignedTo: 8 },
  SessionEnded: {
    sessionId: '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f',
    userId: 7,
    expiresAt: '2026-01-15T12:00:00.000Z',
  },
  EmailReserved: { email: 'dana@provender.test', userId: 7 },
  EmailReleased: { email: 'dana@provender.test', userId: 7 },
  AccountNumberReserved: { accountNumber: 'BH-0012', customerId: 12 },
  AccountNumberReleased: { accountNumber: 'BH-0012', customerId: 12 },
  CustomerRegistered: {
    customerId: 12,
    businessName: 'Blue Heron Bistro',
    accountNumber: 'BH-0012',
    salesUserId: 7,
  },
  CustomerDetailsUpdated: {
    customerId: 12,
    before: { businessName: 'Blue Heron Bistro', accountNumber: 'BH-0012' },
    after: { businessName: 'Blue Heron Kitchen', accountNumber: 'BH-0012' },
  },
  CustomerProductPriced: { customerId: 12, productId: 'BEEF-01', oldPriceCents: null, newPriceCents: 1265 },
  CustomerProductRemoved: { customerId: 12, productId: 'BEEF-01', oldPriceCents: 1265 },
  CustomerTransferred: { customerId: 12, fromSalesUserId: 7, toSalesUserId: 9, reason: 'owner-deleted' },
  CustomerFavoriteAdded: { customerId: 12, productId: 'BEEF-01' },
  CustomerFavoriteRemoved: { customerId: 12, productId: 'BEEF-01' },
  CustomerDeleted: { customerId: 12 },
  CategoryCreated: { categoryId: 3, name: 'Meat' },
  CategoryRenamed: { categoryId: 3, oldName: 'Meat', newName: 'Meat & poultry' },
  CategoryDeleted: { categoryId: 3, name: 'Meat & poultry' },
  CategoryNameReserved: { name: 'Meat & poultry', categoryId: 3 },
  CategoryNameReleased: { name: 'Meat', categoryId: 3 },
  ProductCreated: { productId: 'BEEF-01', ...beef },
  ProductUpdated: { productId: 'BEEF-01', before: beef, after: { ...beef, priceCents: 1399 } },
  ProductDeleted: { productId: 'BEEF-01', name: 'Ground beef' },
  OrderPlaced: {
    orderId: 501,
    customerId: 12,
    salesUserId: null,
    lines: [
      {
        productId: 'BEEF-01',
        name: 'Ground beef',
        unitType: 'weight',
        packsPerCase: null,
        quantityType: 'weight',
        quantity: 12.25,
        unitPriceCents: 1265,
        lineTotalCents: 15496,
      },
    ],
    totalCents: 15496,
    idempotencyKey: null,
  },
  OrderFulfilled: {
    orderId: 501,
    fulfilledBy: 7,
    shipped: [{ productId: 'BEEF-01', quantity: 11.9, lineTotalCents: 15054 }],
    finalTotalCents: 15054,
  },
  OrderWindowSet: {
    scope: 'sales',
    salesUserId: 7,
    alwaysOpen: false,
    openTime: '06:00',
    closeTime: '21:00',
  },
  PriceChangeDismissed: {
    customerId: 12,
    productId: 'BEEF-01',
    changeId: '12-0b7c8f36-2f4e-4c1a-9a55-0d3c1f2e7a10',
  },
  FulfilmentToleranceSet: { percent: 10 },
  LogSealed: {
    heads: [{ streamId: 'customer-12', revision: 3, hash: 'ab'.repeat(32) }],
    digest: 'cd'.repeat(32),
    streamCount: 1,
    eventCount: 4,
  },
}

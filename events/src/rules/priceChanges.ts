/**
 * A price change a customer is shown has an id made of the customer and the event that moved
 * the price (`{customerId}-{eventId}`): stable across rebuilds of the read model, and a later
 * change of the same product gets another id, so dismissing one never hides the next.
 */
export function priceChangeId(customerId: number, eventId: string): string {
  return `${customerId}-${eventId}`
}

const CHANGE_ID = /^([1-9]\d{0,9})-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

/** The parts of a change id, or null when it is not one. */
export function parsePriceChangeId(id: string): { customerId: number; eventId: string } | null {
  const match = CHANGE_ID.exec(id)
  if (!match) return null
  const customerId = Number(match[1])
  return Number.isSafeInteger(customerId) && customerId <= 2_147_483_647
    ? { customerId, eventId: match[2]! }
    : null
}

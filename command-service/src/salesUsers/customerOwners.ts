/**
 * Which customers a sales rep owns, as candidates only: the port the sales-user delete asks
 * to find whom to hand over. The command side keeps no index of owners (a customer's owner
 * lives in that customer's stream), and scanning every customer stream on each delete would
 * grow with the business; the query service owns that index (its customers read model), so
 * the composition root passes its implementation in. Callers confirm each candidate against
 * its stream before acting.
 */
export interface CustomerOwners {
  /** The ids the index lists for the rep; null when it did not catch up with the log in time. */
  candidates(salesUserId: number): Promise<number[] | null>
}

/**
 * Money is exact: integer cents in events and in every calculation; decimals only at
 * the edges (the JSON API and the screen).
 */
export type Cents = number

export function toCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`not a finite amount: ${amount}`)
  return Math.round(amount * 100)
}

export function fromCents(cents: Cents): number {
  return cents / 100
}

/** True when the amount has at most two decimals (12.5 and 12.50 yes, 12.505 no). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  // Round-trip through hundredths: 0.29 (28.999… x 100) passes, 12.250000001 does not.
  return Math.round(amount * 100) / 100 === amount
}

export function formatMoney(cents: Cents): string {
  return `$${(cents / 100).toFixed(2)}`
}

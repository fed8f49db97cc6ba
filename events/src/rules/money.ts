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
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6
}

export function formatMoney(cents: Cents): string {
  return `$${(cents / 100).toFixed(2)}`
}

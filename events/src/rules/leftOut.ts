/** A line a standing order could not place as asked (the event's leftOut), as the texts need it. */
export interface LeftOutWords {
  name: string
  reason: string
  /** A limited line placed short: the amount placed, in the line's unit. */
  cutTo?: number | undefined
}

/** Why, in the customer's words (the order pages, the mail); an unknown reason reads as it is. */
const CUSTOMER_WORDS: Record<string, string> = {
  deleted: 'no longer sold',
  'not-on-price-list': 'not on your price list',
  'unit-not-offered': 'not sold in that unit',
  'ordered-in-another-unit': 'already on this order in another unit',
  'out-of-stock': 'out of stock',
  limited: 'limited stock, none left',
}

/**
 * "Heavy cream (out of stock)", "Heavy cream (limited stock, 2 placed)": the customer's words, or
 * staff's (the timeline), where the reason reads as recorded ("not on price list").
 */
export function leftOutLineText(line: LeftOutWords, audience: 'customer' | 'staff' = 'customer'): string {
  if (line.reason === 'limited' && line.cutTo) return `${line.name} (limited stock, ${line.cutTo} placed)`
  const staffWords = line.reason === 'limited' ? 'limited stock, none left' : line.reason.replaceAll('-', ' ')
  const words = Object.hasOwn(CUSTOMER_WORDS, line.reason) ? CUSTOMER_WORDS[line.reason] : line.reason
  const why = audience === 'staff' ? staffWords : words
  return line.reason ? `${line.name} (${why})` : line.name
}

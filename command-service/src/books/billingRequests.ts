import {
  ADDRESS_LINE_MAX,
  boundedText,
  describeTerms,
  type EventData,
  fromCents,
  hasAtMostTwoDecimals,
  MAX_NET_DAYS,
  MAX_SHIP_TOS,
  MAX_TAX_RATE_MILLI_PERCENT,
  type PostalAddress,
  toCents,
} from '@provender/events'
import { z } from 'zod'

/** The books' request bodies (docs/books.md), as zod reads them at the edge: dollars in, cents out. */

/** The most a credit limit or a payment may be, in dollars: beyond any account's books. */
export const MONEY_MAX = 10_000_000

/** Dollars with at most two decimals, from `min`; `label` opens the messages. */
export const dollars = (label: string, min: 'zero' | 'positive') =>
  z
    .number({ error: `${label} must be a number.` })
    .refine(
      (v) => (min === 'zero' ? v >= 0 : v > 0),
      `${label} must be more than 0${min === 'zero' ? ' or 0' : ''}.`,
    )
    .refine((v) => v <= MONEY_MAX, `${label} is at most ${MONEY_MAX}.`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most two decimals.`)

const optionalText = (label: string, max: number) =>
  boundedText(label, max)
    .optional()
    .transform((v) => v ?? '')

const address = (label: string) =>
  z.object(
    {
      line1: boundedText(`${label} line 1`, ADDRESS_LINE_MAX, { required: `${label} needs a first line.` }),
      line2: optionalText(`${label} line 2`, ADDRESS_LINE_MAX),
      city: boundedText(`${label} city`, 60, { required: `${label} needs a city.` }),
      region: optionalText(`${label} region`, 60),
      postalCode: optionalText(`${label} postal code`, 20),
      country: optionalText(`${label} country`, 60),
    },
    { error: `${label} must be an address with a first line and a city.` },
  )

const MAX_TAX_PERCENT = MAX_TAX_RATE_MILLI_PERCENT / 1000
const TAX_RATE = `The tax rate must be a percent from 0 to ${MAX_TAX_PERCENT} with at most three decimals.`
/** 8.875 % is 8875 thousandths; a fourth decimal is refused rather than rounded away. */
const taxRatePercent = z
  .number({ error: TAX_RATE })
  .min(0, TAX_RATE)
  .max(MAX_TAX_PERCENT, TAX_RATE)
  .refine((v) => Math.round(v * 1000) / 1000 === v, TAX_RATE)
  .transform((v) => Math.round(v * 1000))

const SHIP_TO_ID = 'A ship-to id is 1 to 32 lowercase letters, digits and dashes.'
const shipTo = z.object(
  {
    shipToId: z.string({ error: SHIP_TO_ID }).regex(/^[a-z0-9-]{1,32}$/, SHIP_TO_ID),
    label: boundedText('A ship-to label', 60, { required: 'Each ship-to needs a label.' }),
    address: address('The ship-to address'),
    taxRatePercent,
  },
  { error: 'Each ship-to needs an id, a label, an address and a tax rate.' },
)

const TERMS = `Terms must be COD, or net with 1 to ${MAX_NET_DAYS} days.`
const terms = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('cod') }),
    z.object({
      kind: z.literal('net'),
      days: z.number({ error: TERMS }).int(TERMS).min(1, TERMS).max(MAX_NET_DAYS, TERMS),
    }),
  ],
  { error: TERMS },
)

/** The whole profile, replacing the one stored (PUT /api/customers/:id/billing). */
export const billingBody = z.object(
  {
    billTo: address('The bill-to address'),
    shipTos: z
      .array(shipTo, { error: 'Add at least one ship-to address.' })
      .min(1, 'Add at least one ship-to address.')
      .max(MAX_SHIP_TOS, `A customer has at most ${MAX_SHIP_TOS} ship-to addresses.`)
      .refine(
        (list) => new Set(list.map((s) => s.shipToId)).size === list.length,
        'Each ship-to needs its own id: one is used twice.',
      ),
    terms,
    taxExemptCertificate: boundedText('The tax-exempt certificate', 40)
      .nullish()
      .transform((v) => (v ? v : null)),
    creditLimit: dollars('The credit limit', 'zero').nullish(),
  },
  { error: 'Send the billing profile as a JSON object.' },
)
export type BillingBody = z.infer<typeof billingBody>

export type BillingProfile = Omit<EventData<'CustomerBillingSet'>, 'customerId'>

export function profileOf(body: BillingBody): BillingProfile {
  return {
    billTo: body.billTo,
    shipTos: body.shipTos.map(({ taxRatePercent: milli, ...s }) => ({ ...s, taxRateMilliPercent: milli })),
    terms: body.terms,
    taxExemptCertificate: body.taxExemptCertificate,
    creditLimitCents:
      body.creditLimit === null || body.creditLimit === undefined ? null : toCents(body.creditLimit),
  }
}

/** The profile as docs/books.md answers it: dollars and percents, never cents. */
export function profileView(customerId: number, profile: BillingProfile | null, updatedAt: string | null) {
  const terms = profile?.terms ?? { kind: 'cod' as const }
  return {
    customerId,
    billTo: (profile?.billTo ?? null) as PostalAddress | null,
    shipTos: (profile?.shipTos ?? []).map(({ taxRateMilliPercent, ...s }) => ({
      ...s,
      taxRatePercent: taxRateMilliPercent / 1000,
    })),
    terms,
    termsLabel: describeTerms(terms),
    taxExemptCertificate: profile?.taxExemptCertificate ?? null,
    creditLimit: profile?.creditLimitCents == null ? null : fromCents(profile.creditLimitCents),
    updatedAt,
  }
}

import {
  ADDRESS_LINE_MAX,
  hasAtMostTwoDecimals,
  MAX_NET_DAYS,
  MAX_SHIP_TOS,
  type PostalAddress,
} from '@provender/events'
import type { BillingDraft, BillingProfile } from '@provender/web-shared/books/books.ts'

/**
 * The billing form (issue 37) as typed, and the checks docs/books.md's PUT makes, said before it
 * is sent. react-admin's NumberInput gives null for an empty field; text inputs give ''.
 */
export interface AddressValues {
  line1: string
  line2: string
  city: string
  region: string
  postalCode: string
  country: string
}

export interface ShipToValues {
  shipToId: string
  label: string
  address: AddressValues
  taxRatePercent: number | null
}

export interface BillingValues {
  billTo: AddressValues
  shipTos: ShipToValues[]
  termsKind: 'cod' | 'net'
  netDays: number | null
  taxExemptCertificate: string
  creditLimit: number | null
}

export const BILLING_MESSAGES = {
  saved: 'Billing profile saved.',
  saveFailed: 'Failed to save the billing profile.',
  loadFailed: 'Failed to load the billing profile.',
  line1: 'Enter the street address.',
  city: 'Enter the city.',
  shipToId: 'Use 1 to 32 lowercase letters, digits or dashes (main, dock-2).',
  shipToIdTaken: 'Another ship-to has this ID.',
  label: 'Enter a label, such as "Kitchen door".',
  taxRate: 'Enter a rate of 0 to 30 %, with at most three decimals.',
  netDays: `Enter 1 to ${MAX_NET_DAYS} days.`,
  creditLimit: 'Enter an amount of $0 or more with at most two decimals, or leave it empty for none.',
  shipTos: `Add 1 to ${MAX_SHIP_TOS} ship-to addresses: the first is the default.`,
  tooLong: `At most ${ADDRESS_LINE_MAX} characters.`,
} as const

const EMPTY_ADDRESS: AddressValues = {
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
}

export const newShipTo = (index: number): ShipToValues => ({
  shipToId: index === 0 ? 'main' : `ship-${index + 1}`,
  label: index === 0 ? 'Main' : '',
  address: { ...EMPTY_ADDRESS },
  taxRatePercent: 0,
})

const addressValues = (address: PostalAddress | null): AddressValues => ({ ...EMPTY_ADDRESS, ...address })

/** The form's start: the profile as stored, or one empty ship-to to fill in for a customer without one. */
export function billingValues(profile: BillingProfile): BillingValues {
  return {
    billTo: addressValues(profile.billTo),
    shipTos: profile.shipTos.length
      ? profile.shipTos.map((s) => ({ ...s, address: addressValues(s.address) }))
      : [newShipTo(0)],
    termsKind: profile.terms.kind,
    netDays: profile.terms.kind === 'net' ? profile.terms.days : 30,
    taxExemptCertificate: profile.taxExemptCertificate ?? '',
    creditLimit: profile.creditLimit,
  }
}

const trimmed = (address: AddressValues): AddressValues => ({
  line1: address.line1.trim(),
  line2: address.line2.trim(),
  city: address.city.trim(),
  region: address.region.trim(),
  postalCode: address.postalCode.trim(),
  country: address.country.trim(),
})

/** A bill-to with nothing but the default country typed is none. */
const isBlank = (address: AddressValues) =>
  [address.line1, address.line2, address.city, address.region, address.postalCode].every((v) => !v.trim())

/** The PUT body: an empty certificate is taxable, an empty limit is none. */
export function billingDraft(values: BillingValues): BillingDraft {
  const certificate = values.taxExemptCertificate.trim()
  return {
    billTo: isBlank(values.billTo) ? null : trimmed(values.billTo),
    shipTos: values.shipTos.map((s) => ({
      shipToId: s.shipToId.trim(),
      label: s.label.trim(),
      address: trimmed(s.address),
      taxRatePercent: Number(s.taxRatePercent ?? 0),
    })),
    terms: values.termsKind === 'net' ? { kind: 'net', days: Number(values.netDays) } : { kind: 'cod' },
    taxExemptCertificate: certificate === '' ? null : certificate,
    creditLimit: values.creditLimit === null || Number.isNaN(values.creditLimit) ? null : values.creditLimit,
  }
}

const decimalsAtMost = (value: number, places: number) =>
  Math.abs(Math.round(value * 10 ** places) - value * 10 ** places) < 1e-6

type Check<T> = (value: T, all: BillingValues) => string | undefined

/** A bill-to is all or nothing: once any line is typed, the street and city are needed. */
export const billToPart =
  (message: string): Check<string> =>
  (value, all) =>
    !isBlank(all.billTo) && !value?.trim() ? message : undefined

export const requiredText =
  (message: string): Check<string> =>
  (value) =>
    value?.trim() ? undefined : message

export const shipToIdProblem: Check<string> = (value, all) => {
  const id = value?.trim() ?? ''
  if (!/^[a-z0-9-]{1,32}$/.test(id)) return BILLING_MESSAGES.shipToId
  return all.shipTos.filter((s) => s.shipToId?.trim() === id).length > 1
    ? BILLING_MESSAGES.shipToIdTaken
    : undefined
}

export const taxRateProblem: Check<number | null> = (value) =>
  value === null || value === undefined || value < 0 || value > 30 || !decimalsAtMost(value, 3)
    ? BILLING_MESSAGES.taxRate
    : undefined

export const netDaysProblem: Check<number | null> = (value, all) =>
  all.termsKind === 'net' &&
  (value === null || value === undefined || !Number.isInteger(value) || value < 1 || value > MAX_NET_DAYS)
    ? BILLING_MESSAGES.netDays
    : undefined

export const creditLimitProblem: Check<number | null> = (value) =>
  value !== null && value !== undefined && (value < 0 || !hasAtMostTwoDecimals(value))
    ? BILLING_MESSAGES.creditLimit
    : undefined

export const shipTosProblem: Check<ShipToValues[] | undefined> = (value) =>
  !value || value.length < 1 || value.length > MAX_SHIP_TOS ? BILLING_MESSAGES.shipTos : undefined

export const tooLong: Check<string> = (value) =>
  (value?.length ?? 0) > ADDRESS_LINE_MAX ? BILLING_MESSAGES.tooLong : undefined

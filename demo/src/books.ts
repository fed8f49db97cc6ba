import { ledgerAggregate, load, recordPayment, setBilling } from '@provender/command-service/seeding'
import { balanceCents, openInvoices, type PaymentTerms, streams, wallClock } from '@provender/events'
import { by, type SeedDeps, type SeedTimes } from './context.ts'

/** The settings the demo's invoices are made with when its caller gives none (the tests' seeds). */
export const DEMO_BOOK_SETTINGS = {
  TIME_ZONE: 'America/Chicago',
  DISTRIBUTOR_NAME: 'Provender Foods',
  DISTRIBUTOR_ADDRESS: '400 Market St|Chicago, IL 60607',
}

export const booksDeps = (deps: SeedDeps) => ({
  store: deps.store,
  settings: deps.settings ?? DEMO_BOOK_SETTINGS,
})

interface DemoBilling {
  street: string
  city: string
  postalCode: string
  terms: PaymentTerms
  taxPercent: number
  exempt?: string
  creditLimit?: number
}

/**
 * Each demo customer's terms, by account number: COD and net terms side by side, one exempt
 * from sales tax, credit limits on two. Greenleaf's Net 7 leaves its earlier invoices past due;
 * Corner Deli, new, has no profile yet.
 */
const demoBilling: Record<string, DemoBilling> = {
  'BD-1001': {
    street: '118 W Randolph St',
    city: 'Chicago',
    postalCode: '60601',
    terms: { kind: 'net', days: 30 },
    taxPercent: 10.25,
    creditLimit: 5000,
  },
  'HF-1002': {
    street: '31 Navy Pier',
    city: 'Chicago',
    postalCode: '60611',
    terms: { kind: 'cod' },
    taxPercent: 10.25,
  },
  'GL-1003': {
    street: '2200 N Clark St',
    city: 'Chicago',
    postalCode: '60614',
    terms: { kind: 'net', days: 7 },
    taxPercent: 10.25,
    creditLimit: 2500,
  },
  'TT-1004': {
    street: '9 Main St',
    city: 'Evanston',
    postalCode: '60201',
    terms: { kind: 'net', days: 15 },
    taxPercent: 10,
    exempt: 'IL-E-448812',
  },
  'SD-1005': {
    street: '740 Ogden Ave',
    city: 'Downers Grove',
    postalCode: '60515',
    terms: { kind: 'net', days: 30 },
    taxPercent: 8.75,
  },
}

/** The customer's billing profile, set by the admin on the day the business opened. */
export async function seedDemoBilling(
  deps: SeedDeps,
  times: SeedTimes,
  admin: number,
  customerId: number,
  account: string,
) {
  const b = demoBilling[account]
  if (!b) return
  const address = {
    line1: b.street,
    line2: '',
    city: b.city,
    region: 'IL',
    postalCode: b.postalCode,
    country: 'US',
  }
  await setBilling(deps, by(times.opened, admin, 'admin'), customerId, {
    billTo: address,
    shipTos: [
      {
        shipToId: 'main',
        label: 'Kitchen door',
        address,
        taxRateMilliPercent: Math.round(b.taxPercent * 1000),
      },
    ],
    terms: b.terms,
    taxExemptCertificate: b.exempt ?? null,
    creditLimitCents: b.creditLimit === undefined ? null : b.creditLimit * 100,
  })
}

/**
 * What the demo's customers have paid: Harbor (COD) everything on delivery, Blue Door part of
 * its oldest invoice by check, Tavola all but its latest; Greenleaf and Sunrise nothing yet.
 */
export async function seedDemoPayments(
  deps: SeedDeps,
  times: SeedTimes,
  recordedBy: number,
  customerId: number,
  account: string,
) {
  const { state: ledger } = await load(deps.store, streams.ledger(customerId), ledgerAggregate)
  const open = openInvoices(ledger)
  if (open.length === 0) return
  const ctx = by(times.at(times.now), recordedBy, 'sales')
  const receivedOn = wallClock(times.now, booksDeps(deps).settings.TIME_ZONE).date
  const pay = (amountCents: number, reference: string, method: 'check' | 'ach' | 'cash') =>
    recordPayment(
      booksDeps(deps),
      ctx,
      recordedBy,
      customerId,
      { amountCents, receivedOn, method, reference, invoiceNumbers: null },
      null,
    )
  if (account === 'HF-1002') await pay(balanceCents(ledger), 'Cash on delivery', 'cash')
  if (account === 'BD-1001') await pay(Math.floor(open[0]!.totalCents / 2), 'Check 1042', 'check')
  if (account === 'TT-1004') {
    const all = open.slice(0, -1).reduce((sum, i) => sum + i.totalCents - i.paidCents, 0)
    if (all > 0) await pay(all, 'ACH 20261128', 'ach')
  }
}

import {
  accountNumberAggregate,
  customerAggregate,
  decideAccountNumber,
  decideCustomer,
  execute,
} from '@provender/command-service/seeding'
import { streams, toCents } from '@provender/events'
import { demoProducts } from './catalogue.ts'
import { by, EARLIER_PRICE_SHARE, type SeedDeps, type SeedTimes } from './context.ts'

/** A demo customer; reps are named by key, so the table reads before the reps have ids. */
export interface DemoCustomer {
  email: string
  business: string
  account: string
  first: string
  last: string
  rep: DemoRep
  /** The rep who owned the account until it was transferred at the re-pricing. */
  firstRep?: DemoRep
  /** Its negotiated prices as a share of the list prices. */
  discount: number
  /** It buys every n-th product of the catalogue. */
  every: number
  /** Must choose its own password at first login, and has ordered nothing yet. */
  firstLogin?: boolean
}

export type DemoRep = 'sam' | 'priya'

export const demoCustomers: DemoCustomer[] = [
  {
    email: 'orders@bluedoorbistro.test',
    business: 'Blue Door Bistro',
    account: 'BD-1001',
    first: 'Maya',
    last: 'Chen',
    rep: 'sam',
    discount: 0.92,
    every: 1,
  },
  {
    email: 'chef@harborfishhouse.test',
    business: 'Harbor Fish House',
    account: 'HF-1002',
    first: 'Luis',
    last: 'Ortega',
    rep: 'sam',
    firstRep: 'priya',
    discount: 0.95,
    every: 2,
  },
  {
    email: 'buyer@greenleafmarket.test',
    business: 'Greenleaf Market',
    account: 'GL-1003',
    first: 'Hannah',
    last: 'Berg',
    rep: 'priya',
    discount: 0.9,
    every: 1,
  },
  {
    email: 'kitchen@tavolatrattoria.test',
    business: 'Tavola Trattoria',
    account: 'TT-1004',
    first: 'Marco',
    last: 'Bellini',
    rep: 'priya',
    discount: 0.97,
    every: 3,
  },
  {
    email: 'office@sunrisediner.test',
    business: 'Sunrise Diner',
    account: 'SD-1005',
    first: 'Dana',
    last: 'Price',
    rep: 'sam',
    discount: 1,
    every: 2,
  },
  {
    email: 'new@cornerdeli.test',
    business: 'Corner Deli',
    account: 'CD-1006',
    first: 'Omar',
    last: 'Haddad',
    rep: 'priya',
    discount: 1,
    every: 2,
    firstLogin: true,
  },
]

export interface CustomerSetUp {
  customerId: number
  /** Its own rep's id now, and the rep who owned it first. */
  rep: number
  firstRep: number
  admin: number
}

/**
 * A registered customer's account: its account number claimed, its product lines opened at
 * lower prices, then (at the re-pricing) moved to its rep by the admin where it changed hands,
 * and re-priced to today's by that rep. Answers the price lines and the customer as it stands.
 */
export async function openDemoAccount(
  deps: SeedDeps,
  times: SeedTimes,
  c: DemoCustomer,
  index: number,
  { customerId, rep, firstRep, admin }: CustomerSetUp,
) {
  const system = times.opened
  // Claimed like any customer's, so a new customer cannot take a demo account number.
  await execute(deps.store, system, streams.accountNumber(c.account), accountNumberAggregate, (s) =>
    // Seeded into an empty log only: no holder, orphaned or not, to weigh.
    decideAccountNumber(
      { type: 'ReserveAccountNumber', accountNumber: c.account, customerId, holderExists: true },
      s,
    ),
  )
  const stream = streams.customer(customerId)
  await execute(deps.store, system, stream, customerAggregate, (s) =>
    decideCustomer(
      {
        type: 'RegisterCustomer',
        customerId,
        businessName: c.business,
        accountNumber: c.account,
        salesUserId: firstRep,
      },
      s,
    ),
  )
  const lines = demoProducts
    .filter((_, i) => (i + index) % c.every === 0)
    .map((p) => ({ productId: p.id, priceCents: Math.round(toCents(p.price) * c.discount) }))
  // Opened at lower prices, re-priced to today's a month ago (before any order).
  const earlierLines = lines.map((l) => ({
    ...l,
    priceCents: Math.round(l.priceCents * EARLIER_PRICE_SHARE),
  }))
  await execute(deps.store, system, stream, customerAggregate, (s) =>
    decideCustomer({ type: 'SetProductLines', lines: earlierLines }, s),
  )
  if (firstRep !== rep) {
    await execute(deps.store, by(times.repriced, admin, 'admin'), stream, customerAggregate, (s) =>
      decideCustomer({ type: 'TransferCustomer', toSalesUserId: rep, reason: 'transfer' }, s),
    )
  }
  const { state: customer } = await execute(
    deps.store,
    by(times.repriced, rep, 'sales'),
    stream,
    customerAggregate,
    (s) => decideCustomer({ type: 'SetProductLines', lines }, s),
  )
  return { lines, customer }
}

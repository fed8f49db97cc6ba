import { randomUUID } from 'node:crypto'
import type { CommandDeps } from '@provender/command-service'
import {
  accountNumberAggregate,
  type CommandContext,
  createCategory,
  customerAggregate,
  decideCreateProduct,
  decideFulfilOrder,
  decidePlaceOrder,
  decideRegisterCustomer,
  decideReserveAccountNumber,
  decideSetProductLines,
  decideTransferCustomer,
  decideUpdateProduct,
  execute,
  hashPassword,
  load,
  orderAggregate,
  type ProductState,
  productAggregate,
  registerUser,
} from '@provender/command-service/seeding'
import { DEFAULT_FULFILMENT_TOLERANCE_PERCENT, type QuantityType, streams, toCents } from '@provender/events'
import { demoCategories, demoProducts } from './catalogue.ts'

export interface DemoLogin {
  role: string
  email: string
  password: string
  note?: string
}

/** The demo sign-ins, printed at every demo start. */
export const demoLogins: DemoLogin[] = [
  { role: 'admin', email: 'admin@provender.test', password: 'Demo#Admin2026' },
  { role: 'sales', email: 'sam.reyes@provender.test', password: 'Demo#Sales2026' },
  { role: 'sales', email: 'priya.nair@provender.test', password: 'Demo#Sales2026' },
  { role: 'auditor', email: 'audit@provender.test', password: 'Demo#Audit2026' },
  { role: 'customer', email: 'orders@bluedoorbistro.test', password: 'Demo#Order2026' },
  { role: 'customer', email: 'buyer@greenleafmarket.test', password: 'Demo#Order2026' },
  {
    role: 'customer',
    email: 'new@cornerdeli.test',
    password: 'Welcome#2026',
    note: 'must choose a new password at first login',
  },
]

const DAY = 86_400_000
/** The demo business opened this long ago, and re-priced its customers a month ago: a history to audit. */
const OPENED_DAYS_AGO = 60
const REPRICED_DAYS_AGO = 30
/** The prices before that re-pricing, as a share of today's. */
const EARLIER_PRICE_SHARE = 0.95

/** Demo staff, customers, prices and order history, created through the same deciders as real use. */
export async function seedDemoData(deps: Pick<CommandDeps, 'store' | 'ids' | 'clock'>): Promise<DemoLogin[]> {
  const now = deps.clock()
  const at = (date: Date): CommandContext => ({ actor: null, correlationId: randomUUID(), now: date })
  const opened = at(new Date(now.getTime() - OPENED_DAYS_AGO * DAY))
  const repriced = at(new Date(now.getTime() - REPRICED_DAYS_AGO * DAY))
  const system = opened
  const logins: DemoLogin[] = []

  const person = async (
    role: 'admin' | 'sales' | 'customer' | 'auditor',
    email: string,
    password: string,
    firstName: string,
    lastName: string,
    phone: string,
    passwordChanged = true,
  ) => {
    const { userId } = await registerUser(deps, system, {
      role,
      email,
      firstName,
      lastName,
      phone,
      passwordHash: await hashPassword(password),
      passwordChanged,
    })
    logins.push({
      role,
      email,
      password,
      ...(passwordChanged ? {} : { note: 'must choose a new password at first login' }),
    })
    return userId
  }

  const admin = await person(
    'admin',
    'admin@provender.test',
    'Demo#Admin2026',
    'Alex',
    'Morgan',
    '3125550100',
  )
  const sam = await person(
    'sales',
    'sam.reyes@provender.test',
    'Demo#Sales2026',
    'Sam',
    'Reyes',
    '3125550101',
  )
  const priya = await person(
    'sales',
    'priya.nair@provender.test',
    'Demo#Sales2026',
    'Priya',
    'Nair',
    '3125550102',
  )

  const categoryIds = new Map<string, number>()
  for (const name of demoCategories) {
    const { categoryId } = await createCategory(deps, system, name)
    categoryIds.set(name, categoryId)
  }
  const activeCategories = new Set(categoryIds.values())
  for (const [i, p] of demoProducts.entries()) {
    const fields = {
      name: p.name,
      description: p.description,
      categoryId: p.category ? (categoryIds.get(p.category) ?? null) : null,
      unitType: p.unitType,
      packsPerCase: p.unitType === 'weight' ? null : p.packsPerCase,
      priceCents: toCents(p.price),
    }
    // Every fourth product's list price rose at the re-pricing: a base price history to audit.
    const rises = i % 4 === 0
    const earlier = rises ? Math.round(fields.priceCents * EARLIER_PRICE_SHARE) : fields.priceCents
    await execute(deps.store, system, streams.product(p.id), productAggregate, (s) =>
      decideCreateProduct({ productId: p.id, ...fields, priceCents: earlier }, s, { activeCategories }),
    )
    if (rises) {
      const byAdmin = { ...repriced, actor: { id: admin, role: 'admin' as const } }
      await execute(deps.store, byAdmin, streams.product(p.id), productAggregate, (s) =>
        decideUpdateProduct({ productId: p.id, fields }, s, { activeCategories }),
      )
    }
  }

  const customers = [
    {
      email: 'orders@bluedoorbistro.test',
      business: 'Blue Door Bistro',
      account: 'BD-1001',
      first: 'Maya',
      last: 'Chen',
      rep: sam,
      discount: 0.92,
      every: 1,
    },
    {
      email: 'chef@harborfishhouse.test',
      business: 'Harbor Fish House',
      account: 'HF-1002',
      first: 'Luis',
      last: 'Ortega',
      rep: sam,
      /** Priya's account until it was transferred to Sam at the re-pricing. */
      firstRep: priya,
      discount: 0.95,
      every: 2,
    },
    {
      email: 'buyer@greenleafmarket.test',
      business: 'Greenleaf Market',
      account: 'GL-1003',
      first: 'Hannah',
      last: 'Berg',
      rep: priya,
      discount: 0.9,
      every: 1,
    },
    {
      email: 'kitchen@tavolatrattoria.test',
      business: 'Tavola Trattoria',
      account: 'TT-1004',
      first: 'Marco',
      last: 'Bellini',
      rep: priya,
      discount: 0.97,
      every: 3,
    },
    {
      email: 'office@sunrisediner.test',
      business: 'Sunrise Diner',
      account: 'SD-1005',
      first: 'Dana',
      last: 'Price',
      rep: sam,
      discount: 1,
      every: 2,
    },
    {
      email: 'new@cornerdeli.test',
      business: 'Corner Deli',
      account: 'CD-1006',
      first: 'Omar',
      last: 'Haddad',
      rep: priya,
      discount: 1,
      every: 2,
      firstLogin: true,
    },
  ]

  const productStates = new Map<string, ProductState>()
  for (const p of demoProducts)
    productStates.set(p.id, (await load(deps.store, streams.product(p.id), productAggregate)).state)

  let orderNumber = 0
  for (const [index, c] of customers.entries()) {
    const customerId = await person(
      'customer',
      c.email,
      c.firstLogin ? 'Welcome#2026' : 'Demo#Order2026',
      c.first,
      c.last,
      `31255502${String(index).padStart(2, '0')}`,
      !c.firstLogin,
    )
    // Claimed like any customer's, so a new customer cannot take a demo account number.
    await execute(deps.store, system, streams.accountNumber(c.account), accountNumberAggregate, (s) =>
      // Seeded into an empty log only: no holder, orphaned or not, to weigh.
      decideReserveAccountNumber({ accountNumber: c.account, customerId }, s, true),
    )
    const firstRep = (c as { firstRep?: number }).firstRep ?? c.rep
    await execute(deps.store, system, streams.customer(customerId), customerAggregate, (s) =>
      decideRegisterCustomer(
        { customerId, businessName: c.business, accountNumber: c.account, salesUserId: firstRep },
        s,
      ),
    )
    const lines = demoProducts
      .filter((_, i) => (i + index) % c.every === 0)
      .map((p) => ({ productId: p.id, priceCents: Math.round(toCents(p.price) * c.discount) }))
    // Opened at lower prices, re-priced to today's a month ago (before any order below).
    const earlierLines = lines.map((l) => ({
      ...l,
      priceCents: Math.round(l.priceCents * EARLIER_PRICE_SHARE),
    }))
    await execute(deps.store, system, streams.customer(customerId), customerAggregate, (s) =>
      decideSetProductLines({ lines: earlierLines }, s),
    )
    // At the re-pricing the admin moves the account, then its rep sets today's prices.
    const byAdmin = { ...repriced, actor: { id: admin, role: 'admin' as const } }
    const byRep = { ...repriced, actor: { id: c.rep, role: 'sales' as const } }
    if (firstRep !== c.rep) {
      await execute(deps.store, byAdmin, streams.customer(customerId), customerAggregate, (s) =>
        decideTransferCustomer({ toSalesUserId: c.rep, reason: 'transfer' }, s),
      )
    }
    const { state: customer } = await execute(
      deps.store,
      byRep,
      streams.customer(customerId),
      customerAggregate,
      (s) => decideSetProductLines({ lines }, s),
    )

    // Past orders over the last three weeks; the older ones have been delivered.
    const pastOrders = c.firstLogin ? 0 : 3 + (index % 3)
    for (let k = 0; k < pastOrders; k++) {
      orderNumber++
      const placedAt = new Date(now.getTime() - (21 - k * 4 - index) * DAY - (index * 37 + k * 11) * 60_000)
      const chosen = lines.filter((_, i) => (i + k) % 4 === 0).slice(0, 5)
      const items = chosen.map((line, i) => {
        const product = productStates.get(line.productId)!.fields
        const quantityType: QuantityType =
          product.unitType === 'weight'
            ? 'weight'
            : i % 2 === 0 && (product.packsPerCase ?? 1) > 1
              ? 'case'
              : 'pack'
        const quantity =
          quantityType === 'weight'
            ? Number((5 + ((orderNumber * 7 + i * 3) % 40) + 0.25 * (i % 4)).toFixed(2))
            : 1 + ((orderNumber + i) % 4)
        return { productId: line.productId, quantity, quantityType }
      })
      const orderId = await deps.ids.next('order')
      // Blue Door phoned its second order in to Sam: a phone order to show who placed it.
      const byPhone = index === 0 && k === 1
      const placedBy = byPhone ? { userId: sam, name: 'Sam Reyes' } : null
      const placedCtx = byPhone
        ? { ...at(placedAt), actor: { id: sam, role: 'sales' as const } }
        : at(placedAt)
      await execute(deps.store, placedCtx, streams.order(orderId), orderAggregate, (s) =>
        decidePlaceOrder(
          { orderId, customerId, items, idempotencyKey: null, orderingOpen: true, placedBy },
          s,
          { customer, products: productStates },
        ),
      )
      if (k < pastOrders - 1) {
        await execute(
          deps.store,
          at(new Date(placedAt.getTime() + DAY)),
          streams.order(orderId),
          orderAggregate,
          // Weight lines ship at the weight the scale read: a few percent either side.
          (s) =>
            decideFulfilOrder(
              {
                fulfilledBy: c.rep,
                shipped: items
                  .filter((item) => item.quantityType === 'weight')
                  .map((item, i) => ({
                    productId: item.productId,
                    quantity: Math.round(item.quantity * (100 + ((orderNumber + i) % 9) - 4)) / 100,
                  })),
              },
              s,
              { tolerancePercent: DEFAULT_FULFILMENT_TOLERANCE_PERCENT },
            ),
        )
      }
    }
  }
  // Registered last, so the ids of the accounts above stay what they always were.
  await person('auditor', 'audit@provender.test', 'Demo#Audit2026', 'Ada', 'Byrne', '3125550103')
  return logins
}

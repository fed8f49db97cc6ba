import { seedDemoBilling, seedDemoPayments } from './books.ts'
import { type SeedDeps, seedTimes } from './context.ts'
import type { CustomerSetUp } from './customers.ts'
import { demoCustomers, openDemoAccount } from './customers.ts'
import { seedPastOrders } from './orders.ts'
import { type DemoLogin, personRegistrar } from './people.ts'
import { seedCatalogue } from './seedCatalogue.ts'

export { type DemoLogin, demoLogins } from './people.ts'

/**
 * Demo staff, customers, prices and order history, created through the same deciders as real
 * use. The steps run in this order so that every account keeps the id it always had.
 */
export async function seedDemoData(deps: SeedDeps): Promise<DemoLogin[]> {
  const times = seedTimes(deps.clock())
  const logins: DemoLogin[] = []
  const person = personRegistrar(deps, times.opened, logins)
  const staff = (role: 'admin' | 'sales', email: string, password: string, name: string, phone: string) => {
    const [firstName, lastName] = name.split(' ') as [string, string]
    return person({ role, email, password, firstName, lastName, phone })
  }

  const admin = await staff('admin', 'admin@provender.test', 'Demo#Admin2026', 'Alex Morgan', '3125550100')
  const reps = {
    sam: await staff('sales', 'sam.reyes@provender.test', 'Demo#Sales2026', 'Sam Reyes', '3125550101'),
    priya: await staff('sales', 'priya.nair@provender.test', 'Demo#Sales2026', 'Priya Nair', '3125550102'),
  }
  const products = await seedCatalogue(deps, times, admin)

  let orders = 0
  for (const [index, c] of demoCustomers.entries()) {
    const customerId = await person({
      role: 'customer',
      email: c.email,
      password: c.firstLogin ? 'Welcome#2026' : 'Demo#Order2026',
      firstName: c.first,
      lastName: c.last,
      phone: `31255502${String(index).padStart(2, '0')}`,
      passwordChanged: !c.firstLogin,
    })
    const owners: CustomerSetUp = { customerId, rep: reps[c.rep], firstRep: reps[c.firstRep ?? c.rep], admin }
    const { lines, customer } = await openDemoAccount(deps, times, c, index, owners)
    await seedDemoBilling(deps, times, admin, customerId, c.account)
    const phoneRep = { id: reps.sam, name: 'Sam Reyes' }
    const ordering = {
      customerId,
      index,
      rep: owners.rep,
      lines,
      customer,
      phoneRep,
      firstLogin: c.firstLogin,
    }
    orders = await seedPastOrders(deps, times, products, ordering, orders)
    await seedDemoPayments(deps, times, owners.rep, customerId, c.account)
  }
  // Registered last, so the ids of the accounts above stay what they always were.
  await person({
    role: 'auditor',
    email: 'audit@provender.test',
    password: 'Demo#Audit2026',
    firstName: 'Ada',
    lastName: 'Byrne',
    phone: '3125550103',
  })
  return logins
}

import { type CommandContext, hashPassword, registerUser } from '@provender/command-service/seeding'
import type { SeedDeps } from './context.ts'

export interface DemoLogin {
  role: string
  email: string
  password: string
  note?: string
}

const FIRST_LOGIN_NOTE = 'must choose a new password at first login'

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
    email: 'chef@harborfishhouse.test',
    password: 'Demo#Order2026',
    note: 'delivery days Tuesday and Friday, a weekly standing order',
  },
  { role: 'customer', email: 'new@cornerdeli.test', password: 'Welcome#2026', note: FIRST_LOGIN_NOTE },
]

export interface DemoPerson {
  role: 'admin' | 'sales' | 'customer' | 'auditor'
  email: string
  password: string
  firstName: string
  lastName: string
  phone: string
  /** False for an account that must choose its own password at first login. */
  passwordChanged?: boolean
}

/** Registers demo accounts, noting each one's sign-in in `logins`; answers the new account's id. */
export function personRegistrar(deps: SeedDeps, system: CommandContext, logins: DemoLogin[]) {
  return async (person: DemoPerson): Promise<number> => {
    const { role, email, password, firstName, lastName, phone, passwordChanged = true } = person
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
      ...(passwordChanged ? {} : { note: FIRST_LOGIN_NOTE }),
    })
    return userId
  }
}

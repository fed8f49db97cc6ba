import { randomUUID } from 'node:crypto'
import { normalizeEmail, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { load } from '../shared/commandHandler.ts'
import { emailAggregate, emailClaims } from './emailClaims.ts'
import { hashPassword } from './passwords.ts'
import { registerUser } from './registerUser.ts'
import { userAggregate } from './user.ts'

export interface NewAdmin {
  email: string
  password: string
  firstName?: string
  lastName?: string
}

/**
 * Creates an admin account unless the address is already taken. The operator chose the
 * password, so it does not have to be changed at first login.
 */
export async function ensureAdmin(deps: Pick<CommandDeps, 'store' | 'ids' | 'clock'>, admin: NewAdmin) {
  const email = normalizeEmail(admin.email)
  const { state } = await load(deps.store, streams.email(email), emailAggregate)
  if (state.ownerId !== null) {
    // Taken only by an account that exists: a claim whose account never came to be is no holder.
    const holder = await load(deps.store, streams.user(state.ownerId), userAggregate)
    if (emailClaims.holderExists(holder.state)) return { created: false as const, userId: state.ownerId }
  }
  const { userId } = await registerUser(
    deps,
    { actor: null, correlationId: randomUUID(), now: deps.clock() },
    {
      role: 'admin',
      email,
      firstName: admin.firstName ?? 'Admin',
      lastName: admin.lastName ?? 'User',
      phone: '',
      passwordHash: await hashPassword(admin.password),
      passwordChanged: true,
    },
  )
  return { created: true as const, userId }
}

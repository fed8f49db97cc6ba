import {
  conflict,
  type DomainEvent,
  invalid,
  notFound,
  type Profile,
  passwordIssues,
  type Role,
} from '@provender/events'
import type { EmailState, UserState } from './user.ts'

export interface RegisterUser {
  userId: number
  role: Role
  email: string
  firstName: string
  lastName: string
  phone: string
  passwordHash: string
  passwordChanged: boolean
}

export function decideRegister(command: RegisterUser, state: UserState): DomainEvent[] {
  if (state.status !== 'new') throw conflict('That account already exists.')
  return [{ type: 'UserRegistered', data: command }]
}

/** `holderExists`: whether the account holding the address exists (see ClaimStream.reserve). */
export function decideReserveEmail(
  command: { email: string; userId: number },
  state: EmailState,
  holderExists: boolean,
): DomainEvent[] {
  if (state.ownerId === command.userId) return []
  if (state.ownerId !== null && holderExists) throw conflict('That email is already in use.', 'EMAIL_TAKEN')
  return [{ type: 'EmailReserved', data: command }]
}

export function decideReleaseEmail(
  command: { email: string; userId: number },
  state: EmailState,
): DomainEvent[] {
  return state.ownerId === command.userId ? [{ type: 'EmailReleased', data: command }] : []
}

function activeUser(state: UserState): UserState {
  if (state.status !== 'active') throw notFound('User not found.')
  return state
}

export interface ChangePassword {
  oldPassword: string
  newPassword: string
  /** Checked against the stored hash before deciding (argon2 is slow on purpose). */
  oldPasswordMatches: boolean
  newPasswordHash: string
}

export function decideChangePassword(command: ChangePassword, state: UserState): DomainEvent[] {
  const user = activeUser(state)
  if (!command.oldPasswordMatches) throw invalid('Incorrect old password', [], 'INCORRECT_OLD_PASSWORD')
  if (command.newPassword === command.oldPassword) {
    throw invalid('New password must be different', [], 'PASSWORD_NOT_DIFFERENT')
  }
  const issues = passwordIssues(command.newPassword, command.oldPassword)
  if (issues.length) throw invalid('Password does not meet requirements', issues, 'WEAK_PASSWORD')
  return [{ type: 'UserPasswordChanged', data: { userId: user.id, passwordHash: command.newPasswordHash } }]
}

export function decideResetPassword(
  command: { passwordHash: string; resetBy: number },
  state: UserState,
): DomainEvent[] {
  const user = activeUser(state)
  return [
    {
      type: 'UserPasswordReset',
      data: { userId: user.id, passwordHash: command.passwordHash, resetBy: command.resetBy },
    },
  ]
}

export function decideUpdateProfile(command: Profile, state: UserState): DomainEvent[] {
  const user = activeUser(state)
  const before = { email: user.email, firstName: user.firstName, lastName: user.lastName, phone: user.phone }
  const after = {
    email: command.email,
    firstName: command.firstName,
    lastName: command.lastName,
    phone: command.phone,
  }
  const unchanged = (Object.keys(before) as (keyof typeof before)[]).every((k) => before[k] === after[k])
  return unchanged ? [] : [{ type: 'UserProfileUpdated', data: { userId: user.id, before, after } }]
}

/** Deleting an account ends its sessions (ACCOUNT_DELETED) and frees its address. */
export function decideDeleteUser(command: { reassignedTo: number | null }, state: UserState): DomainEvent[] {
  const user = activeUser(state)
  return [
    { type: 'UserDeleted', data: { userId: user.id, role: user.role, reassignedTo: command.reassignedTo } },
  ]
}

import { conflict, invalid, notFound, type Profile, passwordIssues, type Role } from '@provender/events'
import { assertNever, type Decide, type EventsOf } from '../shared/aggregate.ts'
import type { UserState } from './user.ts'

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

export interface ChangePassword {
  oldPassword: string
  newPassword: string
  /** Checked against the stored hash before deciding (argon2 is slow on purpose). */
  oldPasswordMatches: boolean
  newPasswordHash: string
}

/** What may be done to an account (stream user-{id}). */
export type UserCommand =
  | { type: 'RegisterUser'; account: RegisterUser }
  | ({ type: 'ChangePassword' } & ChangePassword)
  | { type: 'ResetPassword'; passwordHash: string; resetBy: number }
  /** A "forgot password" link's new password: no old one to check (passwordReset/ checks the link). */
  | { type: 'SetPasswordFromLink'; newPassword: string; newPasswordHash: string }
  | { type: 'UpdateProfile'; profile: Profile }
  /** Deleting an account ends its sessions (ACCOUNT_DELETED) and frees its address. */
  | { type: 'DeleteUser'; reassignedTo: number | null }

export const decideUser: Decide<'user', UserCommand, UserState> = (command, state) => {
  switch (command.type) {
    case 'RegisterUser':
      if (state.status !== 'new') throw conflict('That account already exists.')
      return [{ type: 'UserRegistered', data: command.account }]
    case 'ChangePassword':
      return changePassword(command, activeUser(state))
    case 'ResetPassword': {
      const { passwordHash, resetBy } = command
      return [{ type: 'UserPasswordReset', data: { userId: activeUser(state).id, passwordHash, resetBy } }]
    }
    case 'SetPasswordFromLink': {
      const user = activeUser(state)
      const issues = passwordIssues(command.newPassword, '')
      if (issues.length) throw invalid('Password does not meet requirements', issues, 'WEAK_PASSWORD')
      return [
        { type: 'UserPasswordChanged', data: { userId: user.id, passwordHash: command.newPasswordHash } },
      ]
    }
    case 'UpdateProfile':
      return updateProfile(command.profile, activeUser(state))
    case 'DeleteUser': {
      const { id: userId, role } = activeUser(state)
      return [{ type: 'UserDeleted', data: { userId, role, reassignedTo: command.reassignedTo } }]
    }
    default:
      return assertNever(command)
  }
}

function activeUser(state: UserState): UserState {
  if (state.status !== 'active') throw notFound('User not found.')
  return state
}

/**
 * The accounts of one role, as the admin's screens for that role reach them: any other account
 * (another role, the admin itself) is "not found" there, exactly like a missing one.
 */
export function accountWithRole(role: Role, state: UserState): UserState {
  if (state.status !== 'active' || state.role !== role) throw notFound('User not found.')
  return state
}

/** What the admin's screens for one role's accounts may do to any of them, as to any account. */
export type AccountEdit = Extract<UserCommand, { type: 'UpdateProfile' | 'ResetPassword' }>

const isAccountEdit = (command: { type: string }): command is AccountEdit =>
  command.type === 'UpdateProfile' || command.type === 'ResetPassword'

/**
 * The decision of the admin's screens for one role: edits as for any account, and the role's own
 * way of leaving (`leave`), on an account of that role only (see accountWithRole).
 */
export function decideAccountWithRole<Leave extends { type: string }>(
  role: Role,
  leave: (command: Leave, account: UserState) => EventsOf<'user'>[],
): Decide<'user', AccountEdit | Leave, UserState> {
  return (command, state) => {
    const account = accountWithRole(role, state)
    return isAccountEdit(command) ? decideUser(command, account) : leave(command as Leave, account)
  }
}

function changePassword(command: ChangePassword, user: UserState): EventsOf<'user'>[] {
  if (!command.oldPasswordMatches) throw invalid('Incorrect old password', [], 'INCORRECT_OLD_PASSWORD')
  if (command.newPassword === command.oldPassword) {
    throw invalid('New password must be different', [], 'PASSWORD_NOT_DIFFERENT')
  }
  const issues = passwordIssues(command.newPassword, command.oldPassword)
  if (issues.length) throw invalid('Password does not meet requirements', issues, 'WEAK_PASSWORD')
  return [{ type: 'UserPasswordChanged', data: { userId: user.id, passwordHash: command.newPasswordHash } }]
}

function updateProfile(profile: Profile, user: UserState): EventsOf<'user'>[] {
  const before = { email: user.email, firstName: user.firstName, lastName: user.lastName, phone: user.phone }
  const after = {
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
  }
  const unchanged = (Object.keys(before) as (keyof typeof before)[]).every((k) => before[k] === after[k])
  return unchanged ? [] : [{ type: 'UserProfileUpdated', data: { userId: user.id, before, after } }]
}

import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { decideUser } from '../users/decide.ts'
import { registered, userDeleted } from '../users/testing.ts'
import { userAggregate } from '../users/user.ts'
import { type AccountFacts, decidePasswordReset, passwordResetAggregate } from './passwordReset.ts'

const first = '5b0e4c8a-1d2f-4e3a-9b7c-0a1b2c3d4e5f'
const second = '7c1f5d9b-2e30-4f4b-8c8d-1b2c3d4e5f60'
const now = new Date('2026-11-27T10:00:00Z')
const active: AccountFacts = { status: 'active', id: 7, sessionVersion: 2 }

const requested = (requestId: string, expiresAt = '2026-11-27T10:30:00.000Z', sessionVersion = 2) =>
  ({
    type: 'PasswordResetRequested',
    data: { userId: 7, requestId, expiresAt, sessionVersion },
  }) as const satisfies DomainEvent
const completed = (requestId: string) =>
  ({ type: 'PasswordResetCompleted', data: { userId: 7, requestId } }) as const satisfies DomainEvent

const request = (account: AccountFacts, ...past: DomainEvent[]) =>
  decidePasswordReset(
    { type: 'RequestReset', account, requestId: second, now },
    given(passwordResetAggregate, ...past),
  )
const complete = (
  past: DomainEvent[],
  options: { account?: AccountFacts; at?: Date; requestId?: string } = {},
) =>
  decidePasswordReset(
    {
      type: 'CompleteReset',
      account: options.account ?? active,
      requestId: options.requestId ?? first,
      now: options.at ?? new Date('2026-11-27T10:10:00Z'),
    },
    given(passwordResetAggregate, ...past),
  )

const linkInvalid = {
  kind: 'invalid',
  message: 'This link has expired or was already used. Ask for a new one.',
  code: 'RESET_LINK_INVALID',
  issues: [],
}

describe('request a reset link', () => {
  it('an active account gets a request that expires in 30 minutes, noting its session version', () => {
    expect(request(active)).toEqual([requested(second)])
    // A later request stands beside earlier ones: it is the one that counts from now on.
    expect(request(active, requested(first))).toEqual([requested(second)])
  })

  it.each([
    ['no account', { status: 'new', id: 0, sessionVersion: 0 }],
    ['a deleted account', { status: 'deleted', id: 7, sessionVersion: 3 }],
  ] as const)('%s asks for nothing (and the caller answers the same)', (_case, account) => {
    expect(request(account)).toEqual([])
  })
})

describe('complete a reset', () => {
  it('the latest, unused, unexpired request is spent', () => {
    expect(complete([requested(first)])).toEqual([completed(first)])
  })

  it('refuses a spent link (replayed)', () => {
    expect(refusal(() => complete([requested(first), completed(first)]))).toEqual(linkInvalid)
  })

  it('refuses a link a later request replaced', () => {
    expect(refusal(() => complete([requested(first), requested(second)]))).toEqual(linkInvalid)
    expect(complete([requested(first), requested(second)], { requestId: second })).toEqual([
      completed(second),
    ])
  })

  it('refuses an expired link, at its expiry to the millisecond', () => {
    const at = (iso: string) => ({ at: new Date(iso) })
    expect(complete([requested(first)], at('2026-11-27T10:29:59.999Z'))).toEqual([completed(first)])
    expect(refusal(() => complete([requested(first)], at('2026-11-27T10:30:00.000Z')))).toEqual(linkInvalid)
  })

  it('refuses a link once the password changed since it was asked for, or the account is gone', () => {
    expect(
      refusal(() => complete([requested(first)], { account: { ...active, sessionVersion: 3 } })),
    ).toEqual(linkInvalid)
    expect(
      refusal(() =>
        complete([requested(first)], { account: { status: 'deleted', id: 7, sessionVersion: 3 } }),
      ),
    ).toEqual(linkInvalid)
  })

  it('refuses a link of which no request was made', () => {
    expect(refusal(() => complete([]))).toEqual(linkInvalid)
  })

  it('reads a request written without a session version as valid by time and use alone', () => {
    const old = {
      type: 'PasswordResetRequested',
      data: { userId: 7, requestId: first, expiresAt: '2026-11-27T10:30:00.000Z' },
    } as const
    expect(complete([old], { account: { ...active, sessionVersion: 9 } })).toEqual([completed(first)])
  })
})

describe('the new password from a link (user stream)', () => {
  const dana = given(userAggregate, registered())
  const setPassword = (newPassword: string) =>
    decideUser({ type: 'SetPasswordFromLink', newPassword, newPasswordHash: 'hash-new' }, dana)

  it('a strong password is changed, which ends every session of the account', () => {
    const events = setPassword('New-pass2')
    expect(events).toEqual([{ type: 'UserPasswordChanged', data: { userId: 7, passwordHash: 'hash-new' } }])
    expect(events.reduce(userAggregate.evolve, dana).sessionVersion).toBe(dana.sessionVersion + 1)
  })

  it('refuses a weak one with the change-password rules and message', () => {
    expect(refusal(() => setPassword('password'))).toEqual({
      kind: 'invalid',
      message: 'Password does not meet requirements',
      code: 'WEAK_PASSWORD',
      issues: [
        'One uppercase letter',
        'One number',
        'One special character',
        'Does not contain the word "password"',
      ],
    })
  })

  it('refuses a deleted account', () => {
    const gone = given(userAggregate, registered(), userDeleted())
    expect(
      refusal(() =>
        decideUser({ type: 'SetPasswordFromLink', newPassword: 'New-pass2', newPasswordHash: 'h' }, gone),
      ),
    ).toMatchObject({ kind: 'not-found' })
  })
})

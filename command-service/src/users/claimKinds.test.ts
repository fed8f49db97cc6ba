import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { categoryNameAggregate, decideCategoryName } from '../catalogue/categoryName.ts'
import type { Aggregate } from '../shared/commandHandler.ts'
import { given, refusal } from '../shared/givenWhenThen.ts'
import type { ClaimState } from '../shared/withClaim.ts'
import { decideEmail, emailAggregate } from './emailClaims.ts'

/**
 * The claim kinds of this folder and the catalogue, each spelled through claimAggregate: one
 * spec of what a claim stream decides, run for each (account numbers: customers/decide.test.ts).
 */
interface ClaimKind<C> {
  name: string
  aggregate: Aggregate<ClaimState>
  reserve(claim: C, holderExists: boolean, state: ClaimState): DomainEvent[]
  release(claim: C, state: ClaimState): DomainEvent[]
  /** The claim held in the examples, and its owner. */
  held: C
  heldBy: number
  /** A claim of the value on an empty stream. */
  free: C
  /** Another owner's claim of the held value (spelled as a user might). */
  rival: C
  /** The kind's events: `{Kind}Reserved`, `{Kind}Released`. */
  events: [reserved: string, released: string]
  /** A taken value is refused as a conflict, with the spec's text and code. */
  taken: [message: string, code: string]
}

function describeClaimKind<C>(kind: ClaimKind<C>) {
  const { held, rival } = kind
  const [reservedType, releasedType] = kind.events
  const reserved = { type: reservedType, data: held } as DomainEvent
  const released = { type: releasedType, data: held } as DomainEvent
  const reserve = (claim: C, holderExists: boolean, ...past: DomainEvent[]) =>
    kind.reserve(claim, holderExists, given(kind.aggregate, ...past))
  const release = (claim: C, ...past: DomainEvent[]) => kind.release(claim, given(kind.aggregate, ...past))

  describe(kind.name, () => {
    it('the stream knows its holder, and forgets it on release', () => {
      expect(given(kind.aggregate)).toEqual({ ownerId: null })
      expect(given(kind.aggregate, reserved)).toEqual({ ownerId: kind.heldBy })
      expect(given(kind.aggregate, reserved, released)).toEqual({ ownerId: null })
    })

    it.each([
      ['a value never held is reserved', kind.free, []],
      ['a value given back can be reserved again, by another owner', rival, [reserved, released]],
      [
        'a value whose holder does not exist (never created, or deleted) is taken: no real holder',
        rival,
        [reserved],
      ],
    ])('%s', (_case, claim, past) => {
      expect(reserve(claim, false, ...past)).toEqual([{ type: reservedType, data: claim }])
    })

    it('reserving a value the owner already holds records nothing', () => {
      expect(reserve(held, true, reserved)).toEqual([])
    })

    it('refuses a value another existing owner holds, with the spec text', () => {
      const [message, code] = kind.taken
      expect(refusal(() => reserve(rival, true, reserved))).toEqual({
        kind: 'conflict',
        message,
        code,
        issues: [],
      })
    })

    it('only the holder gives a value back; released by someone else, or by no one, nothing', () => {
      expect(release(held, reserved)).toEqual([released])
      expect(release(rival, reserved)).toEqual([])
      expect(release(held)).toEqual([])
    })
  })
}

describeClaimKind({
  name: 'email address',
  aggregate: emailAggregate,
  reserve: (claim, holderExists, state) =>
    decideEmail({ type: 'ReserveEmail', ...claim, holderExists }, state),
  release: (claim, state) => decideEmail({ type: 'ReleaseEmail', ...claim }, state),
  held: { email: 'dana@provender.test', userId: 7 },
  heldBy: 7,
  free: { email: 'dana@provender.test', userId: 7 },
  rival: { email: 'dana@provender.test', userId: 9 },
  events: ['EmailReserved', 'EmailReleased'],
  taken: ['That email is already in use.', 'EMAIL_TAKEN'],
})

describeClaimKind({
  name: 'category name',
  aggregate: categoryNameAggregate,
  reserve: (claim, holderExists, state) =>
    decideCategoryName({ type: 'ReserveCategoryName', ...claim, holderExists }, state),
  release: (claim, state) => decideCategoryName({ type: 'ReleaseCategoryName', ...claim }, state),
  held: { name: 'Meat', categoryId: 3 },
  heldBy: 3,
  free: { name: 'MEAT', categoryId: 5 },
  rival: { name: 'meat', categoryId: 5 },
  events: ['CategoryNameReserved', 'CategoryNameReleased'],
  taken: ['A category with that name already exists.', 'CATEGORY_NAME_TAKEN'],
})

import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { decideSession, sessionAggregate } from './sessionEnd.ts'

const session = {
  userId: 7,
  role: 'sales' as const,
  sessionVersion: 2,
  sessionId: '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f',
  expiresAt: new Date('2026-01-15T12:00:00.000Z'),
}
const ended: DomainEvent = {
  type: 'SessionEnded',
  data: { sessionId: session.sessionId, userId: 7, expiresAt: '2026-01-15T12:00:00.000Z' },
}
const endSession = { type: 'EndSession', session } as const
const given = (...events: DomainEvent[]) => events.reduce(sessionAggregate.evolve, sessionAggregate.initial)

describe('ending a session', () => {
  it('a live session ends with SessionEnded, carrying the token expiry', () => {
    expect(decideSession(endSession, given())).toEqual([ended])
  })

  it('an ended session ends no further: a second logout appends nothing', () => {
    expect(given(ended)).toEqual({ ended: true })
    expect(decideSession(endSession, given(ended))).toEqual([])
  })
})

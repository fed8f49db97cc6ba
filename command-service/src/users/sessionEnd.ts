import type { DomainEvent } from '@provender/events'
import type { VerifiedSession } from '@provender/events/server'
import type { Aggregate } from '../shared/commandHandler.ts'

/**
 * One signed-in session (stream session-{id}): it has no events until its logout ends it.
 * A stream per session keeps each check one short read, and ends one device, not all.
 */
export interface SessionState {
  ended: boolean
}

export const sessionAggregate: Aggregate<SessionState> = {
  initial: { ended: false },
  evolve(state, event) {
    return event.type === 'SessionEnded' ? { ended: true } : state
  },
}

/** Ending an ended session changes nothing: a second logout (another tab) appends nothing. */
export function decideEndSession(session: VerifiedSession, state: SessionState): DomainEvent[] {
  if (state.ended) return []
  return [
    {
      type: 'SessionEnded',
      data: {
        sessionId: session.sessionId,
        userId: session.userId,
        expiresAt: session.expiresAt.toISOString(),
      },
    },
  ]
}

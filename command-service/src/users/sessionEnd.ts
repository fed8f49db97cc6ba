import type { DomainEvent } from '@provender/events'
import type { VerifiedSession } from '@provender/server-kit'
import { defineAggregate } from '../shared/aggregate.ts'

/**
 * One signed-in session (stream session-{id}): it has no events until its logout ends it.
 * A stream per session keeps each check one short read, and ends one device, not all.
 */
export interface SessionState {
  ended: boolean
}

export const sessionAggregate = defineAggregate(
  'session',
  { ended: false } as SessionState,
  (_state, event) => {
    switch (event.type) {
      case 'SessionEnded':
        return { ended: true }
    }
  },
)

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

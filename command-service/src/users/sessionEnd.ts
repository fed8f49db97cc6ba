import type { DomainEvent } from '@provender/events'
import { type SessionState, sessionFold, type VerifiedSession } from '@provender/server-kit'
import type { Aggregate } from '../shared/commandHandler.ts'

/**
 * One signed-in session (stream session-{id}): its fold is the session check's, shared with
 * the query service, so a logout ends the session for reads and writes alike.
 */
export const sessionAggregate: Aggregate<SessionState> = sessionFold

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

import { type SessionState, sessionFold, type VerifiedSession } from '@provender/server-kit'
import { assertNever, type Decide } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

/**
 * One signed-in session (stream session-{id}): its fold is the session check's, shared with
 * the query service, so a logout ends the session for reads and writes alike.
 */
export const sessionAggregate: Aggregate<SessionState> = sessionFold

export type SessionCommand = { type: 'EndSession'; session: VerifiedSession }

export const decideSession: Decide<'session', SessionCommand, SessionState> = (command, state) => {
  switch (command.type) {
    case 'EndSession': {
      // Ending an ended session changes nothing: a second logout (another tab) appends nothing.
      if (state.ended) return []
      const { sessionId, userId, expiresAt } = command.session
      return [{ type: 'SessionEnded', data: { sessionId, userId, expiresAt: expiresAt.toISOString() } }]
    }
    default:
      return assertNever(command.type)
  }
}

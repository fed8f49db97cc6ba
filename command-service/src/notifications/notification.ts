import { createHash } from 'node:crypto'
import type { EventData, NotificationKind, RecordedEvent } from '@provender/events'
import { deterministicUuid } from '@provender/server-kit'

/** The id of one message to one recipient: the same cause, kind and recipient give the same id. */
export function notificationIdOf(source: string, kind: NotificationKind, recipientUserId: number): string {
  return createHash('sha256').update(`${source}|${kind}|${recipientUserId}`).digest('hex').slice(0, 32)
}

/**
 * Event ids fixed by what they record, so an append retried after a crash is stored once: the
 * queueing by the message, an outcome by the revision it is appended at (one per stream). Not a
 * claim's (NotificationSending): two senders racing for one attempt must not both be "answered
 * as before" by the store; each claim has an id of its own, and the revision decides.
 */
export const notificationEventId = {
  queued: (id: string) => deterministicUuid(`notification:${id}:queued`),
  outcome: (id: string, revision: number) => deterministicUuid(`notification:${id}:outcome:${revision}`),
}

export type NotificationStatus = 'none' | 'queued' | 'sending' | 'sent' | 'failed' | 'given-up'

/** One notification stream folded: what it says, where delivery stands, and when. */
export interface NotificationState {
  status: NotificationStatus
  message: EventData<'NotificationQueued'> | null
  queuedEventId: string | null
  queuedAt: Date | null
  /** Attempts claimed so far. */
  attempt: number
  /** When the last attempt was claimed (a claim older than the lease was abandoned by a crash). */
  claimedAt: Date | null
  retryAt: Date | null
  lastError: string | null
  /** Revision of the stream's last event (-1: no stream): the next append's expected revision. */
  revision: number
}

export const noNotification: NotificationState = {
  status: 'none',
  message: null,
  queuedEventId: null,
  queuedAt: null,
  attempt: 0,
  claimedAt: null,
  retryAt: null,
  lastError: null,
  revision: -1,
}

/** Folds with the envelope's time: the delivery rules need when each step happened. */
export function evolveNotification(state: NotificationState, recorded: RecordedEvent): NotificationState {
  const at = new Date(recorded.metadata.occurredAt)
  const next = { ...state, revision: recorded.revision }
  const { event } = recorded
  switch (event.type) {
    case 'NotificationQueued':
      return { ...next, status: 'queued', message: event.data, queuedEventId: recorded.id, queuedAt: at }
    case 'NotificationSending':
      return { ...next, status: 'sending', attempt: event.data.attempt, claimedAt: at }
    case 'NotificationSent':
      return { ...next, status: 'sent', retryAt: null }
    case 'NotificationFailed': {
      const retryAt = event.data.retryAt ? new Date(event.data.retryAt) : null
      return { ...next, status: retryAt ? 'failed' : 'given-up', retryAt, lastError: event.data.reason }
    }
    default:
      return next
  }
}

export function foldNotification(events: RecordedEvent[]): NotificationState {
  return events.reduce(evolveNotification, noNotification)
}

export interface DeliveryPolicy {
  /** The first retry's delay; each later one doubles, up to `maxBackoffMs`. */
  baseBackoffMs: number
  maxBackoffMs: number
  /** Past this after queueing, a failing message is given up (retryAt null). */
  giveUpAfterMs: number
  /**
   * A claim (NotificationSending) with no outcome after this long was left by a process that
   * died mid-send: the message is tried again. Longer than any one SMTP exchange may take.
   */
  leaseMs: number
}

export const defaultDeliveryPolicy: DeliveryPolicy = {
  baseBackoffMs: 60_000,
  maxBackoffMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  leaseMs: 5 * 60_000,
}

/** When the message may be tried, or null when it never will be again. */
export function dueAt(state: NotificationState, policy: DeliveryPolicy): Date | null {
  switch (state.status) {
    case 'queued':
      return state.queuedAt
    case 'failed':
      return state.retryAt
    case 'sending':
      return state.claimedAt ? new Date(state.claimedAt.getTime() + policy.leaseMs) : null
    default:
      return null
  }
}

/** When a failed attempt is tried again: doubling delays, null once past the give-up time. */
export function retryAfterFailure(state: NotificationState, now: Date, policy: DeliveryPolicy): Date | null {
  const exponent = Math.max(0, state.attempt - 1)
  const delay = Math.min(policy.baseBackoffMs * 2 ** Math.min(exponent, 30), policy.maxBackoffMs)
  const next = new Date(now.getTime() + delay)
  const queuedAt = state.queuedAt ?? now
  return next.getTime() - queuedAt.getTime() > policy.giveUpAfterMs ? null : next
}

import {
  EventIdConflictError,
  type EventMetadata,
  type EventStore,
  type StreamAppend,
  streams,
  WrongExpectedRevisionError,
} from '@provender/events'
import type { PlannedNotification } from './messages/index.ts'
import { notificationEventId, notificationIdOf } from './notification.ts'

/** Thrown at the next write once the notifier was killed: the run ends as a crashed process's would. */
export class Killed extends Error {}

/** A message as the first event of its own stream, which must be new. */
export function queuedAppend(message: PlannedNotification, metadata: EventMetadata): StreamAppend {
  const notificationId = notificationIdOf(message.source, message.kind, message.recipient.userId)
  return {
    streamId: streams.notification(notificationId),
    expected: 'no_stream',
    events: [
      {
        id: notificationEventId.queued(notificationId),
        event: {
          type: 'NotificationQueued',
          data: {
            notificationId,
            kind: message.kind,
            source: message.source,
            recipient: message.recipient,
            subject: message.subject,
            text: message.text,
            html: message.html,
          },
        },
        metadata,
      },
    ],
  }
}

const alreadyQueued = (error: unknown) =>
  error instanceof WrongExpectedRevisionError || error instanceof EventIdConflictError

/**
 * The one way a message is queued (the reactor's event mail and the daily digest alike): each
 * as the first event of its stream, in one append and in the given order. A stream already
 * there was queued before (a repeated batch, another notifier process, a second digest run the
 * same day), so it is skipped and the rest go one by one, still in order: exactly once.
 */
export async function queueNotifications(
  store: EventStore,
  appends: StreamAppend[],
  killed: () => boolean,
): Promise<void> {
  if (appends.length === 0) return
  if (killed()) throw new Killed()
  try {
    await store.appendMany(appends)
  } catch (error) {
    if (!alreadyQueued(error)) throw error
    for (const append of appends) {
      if (killed()) throw new Killed()
      try {
        await store.append(append.streamId, append.expected, append.events)
      } catch (one) {
        if (!alreadyQueued(one)) throw one
      }
    }
  }
}

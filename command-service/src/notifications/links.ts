import type { EventData, EventStore } from '@provender/events'
import {
  makePasswordResetToken,
  makeUnsubscribeToken,
  passwordResetUrl,
  unsubscribeUrl,
} from '../mailLinks/index.ts'
import { LINK_PLACEHOLDERS } from './messages/index.ts'

export interface FilledMessage {
  text: string
  html: string
}

/** A message that cannot go out as planned (its reset request is gone or expired): not retried. */
export class UnsendableMessage extends Error {}

const attribute = (url: string) =>
  url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Puts the signed links into a queued message, as it is sent: the log holds placeholders only,
 * so nobody reading it (an auditor, a backup) holds a usable reset or unsubscribe link.
 */
export async function fillLinks(
  message: EventData<'NotificationQueued'>,
  deps: { store: EventStore; secret: string; appUrl: string; now: Date },
): Promise<FilledMessage> {
  const links = new Map<string, string>()
  const wants = (placeholder: string) =>
    message.text.includes(placeholder) || message.html.includes(placeholder)
  if (wants(LINK_PLACEHOLDERS.passwordReset)) {
    const request = await deps.store.findEvent(message.source)
    if (request?.event.type !== 'PasswordResetRequested') {
      throw new UnsendableMessage('The reset request this mail answers is not in the log.')
    }
    const { userId, requestId, expiresAt } = request.event.data
    if (new Date(expiresAt) <= deps.now) {
      throw new UnsendableMessage('The reset link expired before the mail could be sent.')
    }
    const token = await makePasswordResetToken(deps.secret, { userId, requestId, expiresAt }, deps.now)
    links.set(LINK_PLACEHOLDERS.passwordReset, passwordResetUrl(deps.appUrl, token))
  }
  if (wants(LINK_PLACEHOLDERS.unsubscribe)) {
    const token = await makeUnsubscribeToken(
      deps.secret,
      { userId: message.recipient.userId, kind: message.kind },
      deps.now,
    )
    links.set(LINK_PLACEHOLDERS.unsubscribe, unsubscribeUrl(deps.appUrl, token))
  }
  let { text, html } = message
  for (const [placeholder, url] of links) {
    text = text.replaceAll(placeholder, url)
    html = html.replaceAll(placeholder, attribute(url))
  }
  return { text, html }
}

import type { NotificationKind } from '@provender/events'
import { type Html, html, oneLine } from './text.ts'
import {
  type CustomerFacts,
  LINK_PLACEHOLDERS,
  type MailContext,
  type PlannedNotification,
  type Recipient,
} from './types.ts'

/** A rendered message before it is addressed. */
export interface Rendered {
  subject: string
  text: string
  html: string
}

export interface MailParts {
  ctx: MailContext
  subject: string
  /** Who the greeting names. */
  name: string
  /** Plain-text paragraphs, in order (a paragraph may hold its own line breaks). */
  text: string[]
  /** The same content as HTML, built with the `html` tag. */
  body: Html
  /** For an optional mail: why the recipient gets it, the sentence before the unsubscribe link. */
  optional?: string
}

/**
 * The frame of every mail: greeting, content, the distributor's signature and, for a mail the
 * recipient may turn off, why it came and the link that turns it off. HTML stays plain (inline
 * styles, one column) so every mail client shows it and the plain text says the same.
 */
export function frame(parts: MailParts): Rendered {
  const { ctx, name, optional } = parts
  const greeting = `Hello ${oneLine(name) || 'there'},`
  const distributor = oneLine(ctx.distributorName)
  const unsubscribe = optional ? `${optional} Stop these mails: ${LINK_PLACEHOLDERS.unsubscribe}` : null
  const text = [greeting, ...parts.text, `-- \n${distributor}`, ...(unsubscribe ? [unsubscribe] : [])]
  const footer = optional
    ? html`<p style="color:#666;font-size:12px">${optional} <a href="${LINK_PLACEHOLDERS.unsubscribe}">Stop these mails</a></p>`
    : html``
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${parts.subject}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.4;max-width:600px">
<p>${greeting}</p>
${parts.body}
<p style="margin-top:24px">${distributor}</p>
${footer}
</body></html>
`
  return { subject: parts.subject, text: `${text.join('\n\n')}\n`, html: page.value }
}

/** An absolute link into the apps. */
export function appLink(ctx: MailContext, path: string): string {
  return `${ctx.appUrl.replace(/\/+$/, '')}${path}`
}

/** A paragraph of lines: the plain text breaks them with newlines, the HTML with <br>. */
export function paragraph(...lines: (string | null)[]): { text: string; html: Html } {
  const kept = lines.filter((line): line is string => line !== null)
  return {
    text: kept.join('\n'),
    html: html`<p>${kept.map((line, i) => (i === 0 ? html`${line}` : html`<br>${line}`))}</p>`,
  }
}

/** A rendered message addressed to `recipient`, from `source` (an event's id or a dated key). */
export function addressed(
  kind: NotificationKind,
  source: string,
  recipient: Recipient,
  rendered: Rendered,
): PlannedNotification {
  // The name goes into the To header: one line, like the subject.
  return { kind, source, recipient: { ...recipient, name: oneLine(recipient.name) }, ...rendered }
}

/**
 * A customer's mail of the day (a digest, a reminder) to its contact. Its source is a dated key,
 * `{kind}:{customerId}:{day}`, so the notifier queues it at most once per customer and day.
 */
export function dailyContactMail(
  kind: NotificationKind,
  customer: CustomerFacts,
  day: string,
  parts: Omit<MailParts, 'name'>,
): PlannedNotification {
  const { contact } = customer
  return addressed(
    kind,
    `${kind}:${customer.customerId}:${day}`,
    contact,
    frame({ ...parts, name: contact.name }),
  )
}

import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import type SMTPPool from 'nodemailer/lib/smtp-pool'

/** One message ready to go: its links filled in, its headers still to be made safe. */
export interface OutgoingMail {
  notificationId: string
  from: string
  to: { name: string; address: string }
  subject: string
  text: string
  html: string
}

/**
 * How a delivery attempt ended badly: `permanent` (a 5xx answer: the same message would be
 * refused again), `message` (a 4xx for this message: try it again later), `transport` (no
 * server to talk to, or not allowed to: every message would fail now, so stop and try later).
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly kind: 'permanent' | 'message' | 'transport',
  ) {
    super(message)
    this.name = 'DeliveryError'
  }
}

export interface MailTransport {
  /** Delivers one message; answers where it went (the server's reply, or the file written). */
  send(mail: OutgoingMail): Promise<string>
  close(): void
}

/** One header line: a subject or name with a newline must not start a header of its own. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()
}

/**
 * The same for every attempt of one notification: a second copy sent in the one window where
 * it can happen (a crash between the server's acceptance and its recording) carries the same
 * Message-ID, so mail servers and clients that deduplicate on it show it once, and anyone
 * reading headers can tell it is a repeat.
 */
export function messageIdOf(notificationId: string): string {
  return `<${notificationId}@notifier.provender>`
}

function envelope(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: { name: headerSafe(mail.to.name), address: mail.to.address },
    subject: headerSafe(mail.subject),
    text: mail.text,
    html: mail.html,
    messageId: messageIdOf(mail.notificationId),
    headers: { 'X-Provender-Notification': mail.notificationId },
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

function classify(error: unknown): DeliveryError {
  const e = error as { message?: string; code?: string; responseCode?: number; permanent?: boolean }
  const text = (e.message ?? String(error)).slice(0, 900)
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH' || e.code === 'ETLS' || e.code === 'EDNS') {
    return new DeliveryError(text, 'transport')
  }
  if (typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode !== 503) {
    return new DeliveryError(text, 'permanent')
  }
  if (typeof e.responseCode === 'number' && e.responseCode !== 421 && e.code !== 'ECONNECTION') {
    return new DeliveryError(text, 'message')
  }
  return new DeliveryError(text, 'transport')
}

/** SMTP_URL: smtp:// (STARTTLS when offered), smtps:// (TLS from the start), user:pass@ for auth. */
export function smtpTransport(url: string): MailTransport {
  // Bounded so a hung server cannot hold a claimed message past the claim's lease.
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 }
  // Pooled: one connection carries message after message (the sender awaits each, so in order).
  const transporter = nodemailer.createTransport(url, {
    ...timeouts,
    pool: true,
    maxConnections: 1,
  } as SMTPPool.Options)
  const host = new URL(url).host
  return {
    async send(mail) {
      try {
        const info = await transporter.sendMail(envelope(mail))
        return `smtp ${host}: ${String(info.response)}`.slice(0, 500)
      } catch (error) {
        throw classify(error)
      }
    },
    close: () => transporter.close(),
  }
}

/**
 * The embedded default: each message as an .eml file under `dir`, named by its notification id,
 * written whole or not at all (a temporary file renamed), so a repeat overwrites, never adds.
 */
export function outboxTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    async send(mail) {
      const info = await transporter.sendMail(envelope(mail))
      await mkdir(dir, { recursive: true })
      const name = `${mail.notificationId}.eml`
      const temporary = join(dir, `.${name}.${process.pid}.tmp`)
      await writeFile(temporary, info.message as Buffer)
      await rename(temporary, join(dir, name))
      return `file outbox/${name}`
    },
    close: () => transporter.close(),
  }
}

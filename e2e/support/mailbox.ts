import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Where the browser tests' mail server listens and keeps what it receives. Fixed, not free
 * ports: the config (read again by every worker) and the tests must agree without talking.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4325)
export const MAILBOX_FILE =
  process.env.E2E_MAILBOX ?? join(tmpdir(), `provender-e2e-mailbox-${SMTP_PORT}.jsonl`)

/** One received message, as the sink writes it: one JSON object a line. */
export interface ReceivedMail {
  receivedAt: string
  /** The envelope's recipients (RCPT TO), lower-cased. */
  to: string[]
  subject: string
  text: string
  html: string
  messageId: string
  notificationId: string | null
}

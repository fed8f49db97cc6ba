/**
 * The browser tests' mail server (started by playwright.config.ts before the app): accepts
 * every message over plain SMTP, no TLS, no auth, and appends it parsed to MAILBOX_FILE.
 */
import { appendFileSync, writeFileSync } from 'node:fs'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { MAILBOX_FILE, type ReceivedMail, SMTP_PORT } from './mailbox.ts'

writeFileSync(MAILBOX_FILE, '')

const server = new SMTPServer({
  authOptional: true,
  // Not offered, so the notifier's smtp:// transport does not try to upgrade the connection.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const header = parsed.headers.get('x-provender-notification')
        const mail: ReceivedMail = {
          receivedAt: new Date().toISOString(),
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          messageId: parsed.messageId ?? '',
          notificationId: typeof header === 'string' ? header : null,
        }
        appendFileSync(MAILBOX_FILE, `${JSON.stringify(mail)}\n`)
        callback()
      })
      .catch((error: Error) => callback(error))
  },
})

server.listen(SMTP_PORT, '127.0.0.1', () => {
  console.log(`e2e mail sink on smtp://127.0.0.1:${SMTP_PORT}, writing ${MAILBOX_FILE}`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)))

import { existsSync, readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { MAILBOX_FILE, type ReceivedMail } from './mailbox.ts'

/** Everything the test mail server has received so far in this run. */
export function receivedMail(): ReceivedMail[] {
  if (!existsSync(MAILBOX_FILE)) return []
  return readFileSync(MAILBOX_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ReceivedMail)
}

export function mailTo(address: string): ReceivedMail[] {
  return receivedMail().filter((mail) => mail.to.includes(address.toLowerCase()))
}

/** Waits for the `count`th mail to an address (the notifier sends from the log, a moment later). */
export async function waitForMail(address: string, count = 1, timeout = 60_000): Promise<ReceivedMail> {
  await expect
    .poll(() => mailTo(address).length, { timeout, message: `mail number ${count} to ${address}` })
    .toBeGreaterThanOrEqual(count)
  return mailTo(address)[count - 1]!
}

/** The first link in a mail's plain text whose path is `path` (e.g. /password-reset). */
export function linkIn(mail: ReceivedMail, path: string): URL | null {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) {
    const url = new URL(match[0])
    if (url.pathname === path) return url
  }
  return null
}

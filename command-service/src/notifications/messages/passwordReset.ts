import { formatMailTime } from './format.ts'
import { frame, type Rendered } from './layout.ts'
import { html, oneLine, subjectLine } from './text.ts'
import { LINK_PLACEHOLDERS, type MailContext, type Recipient } from './types.ts'

/** The link's lifetime in whole minutes, from when it was asked for to when it expires. */
function lifetimeMinutes(requestedAt: string, expiresAt: string): number {
  const minutes = Math.round((Date.parse(expiresAt) - Date.parse(requestedAt)) / 60_000)
  // The rule is 30 minutes; a clock oddity in the event must not print "-2 minutes".
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 30
}

/**
 * 'password-reset': the one-time link, as a placeholder the sender fills when it sends. Not
 * optional (no unsubscribe): only the account's owner asked for it, or someone who typed its
 * address, and the mail says what to do then.
 */
export function renderPasswordReset(
  ctx: MailContext,
  user: Recipient,
  requestedAt: string,
  expiresAt: string,
): Rendered {
  const subject = subjectLine(`Reset your ${ctx.distributorName} password`)
  const minutes = lifetimeMinutes(requestedAt, expiresAt)
  const until = formatMailTime(expiresAt, ctx.timeZone)
  const ask = `Someone asked to reset the password of your ${oneLine(ctx.distributorName)} account. To choose a new password, open this link:`
  const expiry = `The link works once, for ${minutes} minutes (until ${until}). Asking again or changing your password makes it stop working.`
  const notYou = 'If you did not ask for this, ignore this mail: your password stays as it is.'
  return frame({
    ctx,
    subject,
    name: user.name,
    text: [`${ask}\n${LINK_PLACEHOLDERS.passwordReset}`, expiry, notYou],
    body: html`<p>${ask}</p>
<p><a href="${LINK_PLACEHOLDERS.passwordReset}">Choose a new password</a></p>
<p>${expiry}</p>
<p>${notYou}</p>`,
  })
}

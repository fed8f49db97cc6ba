import { hkdfSync } from 'node:crypto'
import { type NotificationKind, notificationKinds } from '@provender/events'
import { jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'

/**
 * The links a mail carries that do something without a session: reset a password, turn one kind
 * of mail off. Each is a token signed with a key derived from SESSION_SECRET for its purpose alone
 * and addressed (`aud`) to that purpose: a session token, a reset token and an unsubscribe token
 * never verify as one another, even if one key leaked into another's use.
 */

const ALGORITHM = 'HS256'
const ISSUER = 'provender'
/** A token issued "later" than this past the verifier's clock is forged or from a broken clock. */
const CLOCK_SKEW_SECONDS = 60

type Purpose = 'password-reset' | 'unsubscribe'

const audience = (purpose: Purpose) => `provender:${purpose}`

const keys = new Map<string, Uint8Array>()

/** HKDF-SHA256 of the secret with the purpose as its label; cached, as every link check needs it. */
function keyFor(secret: string, purpose: Purpose): Uint8Array {
  if (secret.length < 16) throw new Error('The mail link secret is too short.')
  const cacheKey = `${purpose}\u0000${secret}`
  let key = keys.get(cacheKey)
  if (!key) {
    key = new Uint8Array(
      hkdfSync('sha256', secret, 'provender-mail-links', `provender ${purpose} link v1`, 32),
    )
    keys.set(cacheKey, key)
  }
  return key
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

const subject = z.string().regex(/^[1-9]\d{0,15}$/)

/** What one purpose's tokens carry, and how a link maps to and from their claims. */
interface LinkTokenSpec<In, Out, Payload> {
  purpose: Purpose
  /** Whether its tokens expire (then an `exp` claim is required to verify). */
  expires: boolean
  /** The claims a verified token must hold, `sub` among them. */
  payload: z.ZodType<Payload>
  claims(link: In): { userId: number; extra: Record<string, string>; expiresAt?: Date }
  link(payload: Payload): Out
}

interface LinkTokens<In, Out> {
  make(secret: string, link: In, now?: Date): Promise<string>
  /** The link a token names, or null for anything else: forged, tampered, expired, another purpose. */
  verify(secret: string, token: string, now?: Date): Promise<Out | null>
}

/** The signer and the verifier of one purpose's tokens, sharing its key, audience and claims. */
function linkTokens<In, Out, Payload>(spec: LinkTokenSpec<In, Out, Payload>): LinkTokens<In, Out> {
  const { purpose } = spec
  return {
    make(secret, link, now = new Date()) {
      const { userId, extra, expiresAt } = spec.claims(link)
      const jwt = new SignJWT(extra)
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(ISSUER)
        .setAudience(audience(purpose))
        .setSubject(String(userId))
        .setIssuedAt(seconds(now))
      if (expiresAt) jwt.setExpirationTime(seconds(expiresAt))
      return jwt.sign(keyFor(secret, purpose))
    },
    async verify(secret, token, now = new Date()) {
      // A link is a few hundred characters; anything far longer is not one of ours.
      if (token.length > 2000) return null
      try {
        const { payload } = await jwtVerify(token, keyFor(secret, purpose), {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: audience(purpose),
          currentDate: now,
          requiredClaims: spec.expires ? ['iat', 'sub', 'exp'] : ['iat', 'sub'],
        })
        if (typeof payload.iat !== 'number' || payload.iat > seconds(now) + CLOCK_SKEW_SECONDS) return null
        const claims = spec.payload.safeParse(payload)
        return claims.success ? spec.link(claims.data) : null
      } catch {
        return null
      }
    },
  }
}

export interface PasswordResetLink {
  userId: number
  requestId: string
  /** The request's expiresAt (PasswordResetRequested): the token expires with it. */
  expiresAt: Date
}

const passwordResetTokens = linkTokens({
  purpose: 'password-reset',
  expires: true,
  payload: z.object({ sub: subject, rid: z.uuid(), exp: z.number().int().positive() }),
  // Names the request, never the password or the address.
  claims: (link: { userId: number; requestId: string; expiresAt: Date | string }) => ({
    userId: link.userId,
    extra: { rid: link.requestId },
    expiresAt: new Date(link.expiresAt),
  }),
  link: ({ sub, rid, exp }): PasswordResetLink => ({
    userId: Number(sub),
    requestId: rid,
    expiresAt: new Date(exp * 1000),
  }),
})

/** The token of a "forgot password" link: names the request, never the password or the address. */
export const makePasswordResetToken = passwordResetTokens.make
/** The request a reset token names, or null when it is not a valid, unexpired reset token. */
export const verifyPasswordResetToken = passwordResetTokens.verify

export interface UnsubscribeLink {
  userId: number
  kind: NotificationKind
}

const unsubscribeTokens = linkTokens({
  purpose: 'unsubscribe',
  expires: false,
  payload: z.object({ sub: subject, kind: z.enum(notificationKinds) }),
  claims: (link: UnsubscribeLink) => ({ userId: link.userId, extra: { kind: link.kind } }),
  link: ({ sub, kind }): UnsubscribeLink => ({ userId: Number(sub), kind }),
})

/**
 * The token of a mail's unsubscribe link. It has no expiry: a mail read a year later still lets
 * its reader turn that kind off, and it can do nothing else.
 */
export const makeUnsubscribeToken = unsubscribeTokens.make
/** The user and kind an unsubscribe token names, or null when it is not a valid one. */
export const verifyUnsubscribeToken = unsubscribeTokens.verify

const withToken = (appUrl: string, path: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`

/** The customer app's page that takes a reset token (the page posts it with the new password). */
export const passwordResetUrl = (appUrl: string, token: string): string =>
  withToken(appUrl, '/password-reset', token)

/** The customer app's page that takes an unsubscribe token (reachable signed out). */
export const unsubscribeUrl = (appUrl: string, token: string): string =>
  withToken(appUrl, '/unsubscribe', token)

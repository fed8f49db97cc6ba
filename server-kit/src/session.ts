import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { roleSchema } from '@provender/events'
import { errors, jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'
import { type Settings, SettingsError } from './settings.ts'

export const SESSION_COOKIE = 'provender_session'
const ALGORITHM = 'HS256'

/**
 * What a session token says: who, in which role, and the account's session version at
 * sign-in. A password change or reset raises the version and so ends older sessions.
 */
export interface SessionClaims {
  userId: number
  role: z.infer<typeof roleSchema>
  sessionVersion: number
}

/**
 * A verified token: its claims, the id signing gave this one session (a logout ends that id
 * alone, with a SessionEnded event), and when it expires (no record of its end need outlive that).
 */
export interface VerifiedSession extends SessionClaims {
  sessionId: string
  expiresAt: Date
}

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  role: roleSchema,
  sv: z.number().int().nonnegative(),
  // Tokens signed before session ids existed have none: they are refused, and sign in again once.
  jti: z.uuid(),
  exp: z.number().int().positive(),
})

export type SessionCheck =
  | { ok: true; claims: VerifiedSession }
  | { ok: false; code: 'AUTH_REQUIRED' | 'AUTH_EXPIRED'; message: string }

export class SessionKeys {
  private readonly key: Uint8Array

  constructor(
    /** Also the root of the mail links' keys (command-service/src/mailLinks), each derived per purpose. */
    readonly secret: string,
    private readonly ttlHours: number,
  ) {
    this.key = new TextEncoder().encode(secret)
  }

  get maxAgeMs(): number {
    return this.ttlHours * 3600_000
  }

  async sign(claims: SessionClaims): Promise<string> {
    return new SignJWT({ role: claims.role, sv: claims.sessionVersion })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(String(claims.userId))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${Math.round(this.ttlHours * 3600)}s`)
      .sign(this.key)
  }

  async verify(token: string | undefined): Promise<SessionCheck> {
    if (!token) return { ok: false, code: 'AUTH_REQUIRED', message: 'Please sign in.' }
    try {
      // The algorithm is pinned and an expiry is required: no "none", no eternal tokens.
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['exp', 'sub', 'jti'],
      })
      const claims = claimsSchema.parse(payload)
      return {
        ok: true,
        claims: {
          userId: Number(claims.sub),
          role: claims.role,
          sessionVersion: claims.sv,
          sessionId: claims.jti,
          expiresAt: new Date(claims.exp * 1000),
        },
      }
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        return { ok: false, code: 'AUTH_EXPIRED', message: 'Your session has expired. Please sign in again.' }
      }
      return { ok: false, code: 'AUTH_REQUIRED', message: 'Please sign in.' }
    }
  }
}

/**
 * The signing secret: SESSION_SECRET, or on the embedded database one generated once and
 * kept in DATA_DIR so sessions survive a restart. A server deployment must set it.
 */
export function resolveSessionSecret(settings: Settings, embedded: boolean): string {
  if (settings.SESSION_SECRET) return settings.SESSION_SECRET
  if (!embedded) throw new SettingsError(['SESSION_SECRET: required when DATABASE_URL is set'])
  mkdirSync(settings.DATA_DIR, { recursive: true })
  const file = join(settings.DATA_DIR, 'session-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

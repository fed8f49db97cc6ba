/**
 * Errors a decision or a request can end in, each mapped to HTTP once (errorMiddleware.ts).
 * Deciders throw them; they carry the text the user will read.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-many'
  /** A body the API cannot read: not JSON, or an encoding it does not know. */
  | 'unsupported'
  /** Not the client's mistake: a missing setting, or a read model still catching up. */
  | 'unavailable'

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly code?: string,
    readonly issues: string[] = [],
    /** Facts beside the message a client can act on (the next delivery date open, say). */
    readonly details: Readonly<Record<string, string | number | boolean | null>> = {},
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

export const invalid = (message: string, issues: string[] = [], code?: string) =>
  new DomainError('invalid', message, code, issues)
export const notFound = (message: string) => new DomainError('not-found', message)
export const conflict = (
  message: string,
  code?: string,
  details?: Readonly<Record<string, string | number | boolean | null>>,
) => new DomainError('conflict', message, code, [], details)
export const unavailable = (message: string, code: string) => new DomainError('unavailable', message, code)
export const forbidden = (message = 'You are not allowed to do that.') =>
  new DomainError('forbidden', message)

/** An account still on a given password may only read itself, change it and log out (spec 1). */
export const passwordChangeRequired = () =>
  new DomainError('forbidden', 'Please change your password before you continue.', 'PASSWORD_CHANGE_REQUIRED')

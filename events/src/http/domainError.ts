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
  /** Not the client's mistake: a missing setting, or a read model still catching up. */
  | 'unavailable'

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly code?: string,
    readonly issues: string[] = [],
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

export const invalid = (message: string, issues: string[] = [], code?: string) =>
  new DomainError('invalid', message, code, issues)
export const notFound = (message: string) => new DomainError('not-found', message)
export const conflict = (message: string, code?: string) => new DomainError('conflict', message, code)
export const unavailable = (message: string, code: string) => new DomainError('unavailable', message, code)
export const forbidden = (message = 'You are not allowed to do that.') =>
  new DomainError('forbidden', message)

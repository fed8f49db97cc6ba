import {
  clearStoredUser,
  LOGOUT_REASON_KEY,
  loadStoredUser,
  logoutReasonByCode,
  storeUser,
} from './session.ts'

/** An error answer of the API: `{ error, code?, issues? }` plus the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly issues: string[] = [],
    /** From Retry-After (seconds form) on a 429 or 503: how long the server asks us to wait. */
    readonly retryAfterSeconds: number | null = null,
    /** The body's other fields: what a refusal offers instead (a 409's `nextDeliveryDate`). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Thrown when the server could not be reached at all. */
export class NetworkError extends Error {
  constructor() {
    super('Network error. Please try again.')
    this.name = 'NetworkError'
  }
}

const CONSISTENCY_HEADER = 'Consistency-Token'

/**
 * Read-your-writes: every write answers with the log position it reached; we keep the
 * highest one seen and send it on every later request, and the query service waits
 * until its read models have passed it.
 */
let highestToken: string | null = null

function tokenParts(token: string): [bigint, bigint] | null {
  const m = /^(\d+)\.(\d+)$/.exec(token)
  return m ? [BigInt(m[1]!), BigInt(m[2]!)] : null
}

export function rememberConsistencyToken(token: string | null): void {
  if (!token) return
  const next = tokenParts(token)
  if (!next) return
  const current = highestToken ? tokenParts(highestToken) : null
  if (!current || next[0] > current[0] || (next[0] === current[0] && next[1] > current[1]))
    highestToken = token
}

export function currentConsistencyToken(): string | null {
  return highestToken
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | undefined | null>
  headers?: Record<string, string>
  /** The login call is exempt from the session-ended redirect (spec 4). */
  skipAuthRedirect?: boolean
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

/** Ends the local session and sends the browser to the login screen with the reason. */
export function endSession(reason: string): void {
  clearStoredUser()
  sessionStorage.setItem(LOGOUT_REASON_KEY, reason)
  if (window.location.pathname !== '/login')
    window.location.assign(`/login?reason=${encodeURIComponent(reason)}`)
}

/**
 * The server refuses everything but the password change to an account on a given password:
 * remember that, so the login guard keeps the user there, and go to the change screen.
 */
function requirePasswordChange(): void {
  const user = loadStoredUser()
  if (user?.passwordChanged) storeUser({ ...user, passwordChanged: false })
  if (window.location.pathname !== '/reset-password') window.location.assign('/reset-password')
}

/**
 * Sends a request with the session cookie and the read-your-writes token, ends the session the
 * server says has ended, and throws ApiError on a refusal.
 */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: accept,
    // Writes that carry the session cookie must show they come from our scripts.
    'X-Requested-With': 'XMLHttpRequest',
    ...options.headers,
  }
  if (highestToken) headers[CONSISTENCY_HEADER] = highestToken
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
  } catch {
    throw new NetworkError()
  }
  rememberConsistencyToken(response.headers.get(CONSISTENCY_HEADER))
  if (response.ok) return response

  const text = await response.text()
  const payload: unknown = text ? safeJson(text) : null
  const body = (payload && typeof payload === 'object' ? payload : {}) as {
    error?: unknown
    code?: unknown
    issues?: unknown
  }
  const code = typeof body.code === 'string' ? body.code : undefined
  if (response.status === 401 && code && !options.skipAuthRedirect) {
    const reason = logoutReasonByCode[code]
    if (reason) endSession(reason)
  }
  if (response.status === 403 && code === 'PASSWORD_CHANGE_REQUIRED') requirePasswordChange()
  throw new ApiError(
    response.status,
    // Empty when the server gave no text, so each screen's own fallback message is shown.
    typeof body.error === 'string' ? body.error : '',
    code,
    Array.isArray(body.issues) ? body.issues.filter((i): i is string => typeof i === 'string') : [],
    retryAfter(response.headers.get('Retry-After')),
    body as Record<string, unknown>,
  )
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json')
  const text = await response.text()
  return (text ? safeJson(text) : null) as T
}

/** A file the server makes (an export), fetched as api() fetches JSON: same session, token and errors. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, '*/*')
  try {
    return await response.blob()
  } catch {
    // The connection broke while the file was coming.
    throw new NetworkError()
  }
}

/** Only the delay-seconds form; our servers never send an HTTP date. */
function retryAfter(header: string | null): number | null {
  return header !== null && /^\d{1,9}$/.test(header.trim()) ? Number(header.trim()) : null
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** The message to show for a failed call: the server's text, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message
  if (error instanceof NetworkError) return error.message
  return fallback
}

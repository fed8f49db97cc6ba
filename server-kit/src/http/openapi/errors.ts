import { z } from 'zod'
import type { RouteDoc } from './routeDoc.ts'

/** Every failure's body (errorMiddleware): a sentence, and a code and the failed rules when known. */
export const errorBodySchema = z.object({
  error: z.string().describe('What went wrong, in a sentence a person can act on.'),
  code: z
    .string()
    .optional()
    .describe('A stable code when the client acts on it (AUTH_EXPIRED, EMAIL_TAKEN…).'),
  issues: z.array(z.string()).optional().describe('Each failed rule, `field: message`.'),
})

const SESSION_ERRORS =
  'No session or an ended one: `AUTH_REQUIRED` (no session), `AUTH_EXPIRED` (expired, or ended by a password change, reset or logout), `ACCOUNT_DELETED`.'

/** The errors a route answers from its access and its inputs alone, then its own. */
export function errorsOf(route: RouteDoc): Record<number, string> {
  const errors: Record<number, string> = {}
  if (route.body || route.query || route.params)
    errors[400] = 'Invalid input: `error` names the first failed rule, `issues` all.'
  if (route.access !== 'public') errors[401] = SESSION_ERRORS
  const forbidden: string[] = []
  if (Array.isArray(route.access))
    forbidden.push(`the caller's role is not one of ${route.access.join(', ')}`)
  if (route.method !== 'get') forbidden.push('a write carrying the session cookie lacks `X-Requested-With`')
  if (route.access !== 'public') forbidden.push('`PASSWORD_CHANGE_REQUIRED` before the first password change')
  if (forbidden.length) errors[403] = `Refused: ${forbidden.join('; ')}.`
  if (route.body) {
    errors[413] = 'The body is larger than 256 kB.'
    errors[415] = 'The body is not JSON.'
  }
  errors[503] =
    '`DATABASE_UNAVAILABLE`: the database is away or read-only; retry after `Retry-After` seconds.'
  for (const [status, description] of Object.entries(route.errors ?? {})) {
    if (description) errors[Number(status)] = description
  }
  return errors
}

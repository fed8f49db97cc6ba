import { z } from 'zod'
import { timeoutSettings } from './timeoutSettings.ts'

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** One service URL, or several separated by commas (the gateway takes them in turn). */
const serviceUrls = z
  .string()
  .transform((v) => v.split(',').map((u) => u.trim()))
  .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http:// URLs, separated by commas' })).min(1))

/**
 * Every setting of every process, with its environment variable, default and meaning.
 * Validated once at start: a bad value stops the start with a message naming it.
 */
export const settingsSchema = z
  .object({
    HOST: z
      .string()
      .min(1)
      .default('127.0.0.1')
      .describe('Address every HTTP server listens on; 0.0.0.0 inside a container'),
    PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(3000)
      .describe('HTTP port of the gateway (the one origin)'),
    COMMAND_PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(3001)
      .describe('HTTP port of a separate command service'),
    QUERY_PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(3002)
      .describe('HTTP port of a separate query service'),
    COMMAND_SERVICE_URL: serviceUrls
      .optional()
      .describe(
        'Gateway: proxy writes here instead of running the command service in-process; several URLs, comma-separated, are taken in turn',
      ),
    QUERY_SERVICE_URL: serviceUrls
      .optional()
      .describe(
        'Gateway: proxy reads here instead of running the query service in-process; several URLs, comma-separated, are taken in turn',
      ),
    DATA_DIR: z
      .string()
      .min(1)
      .default('.data')
      .describe('Folder for the embedded database and the generated session secret'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional()
      .describe('PostgreSQL server to use instead of the embedded PGlite'),
    READ_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional()
      .describe(
        "Query service: a streaming replica of DATABASE_URL's server to read from (the projections still write to the primary)",
      ),
    DEMO_DATA: flag.default(true).describe('Create demo data on first start'),
    DEMO_DELIVERY: flag
      .default(true)
      .describe(
        "With DEMO_DATA: give the demo a delivery week (one customer's delivery days, a standing order, a closure)",
      ),
    SESSION_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .describe('Key that signs session tokens; generated into DATA_DIR when unset on the embedded database'),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(12)
      .describe('How long a session lasts'),
    COOKIE_SECURE: flag
      .default(false)
      .describe(
        'Mark the session cookie Secure (set true behind HTTPS); signing in over plain HTTP is then refused',
      ),
    TRUST_PROXY: flag
      .default(false)
      .describe(
        'Trust the X-Forwarded-Proto, -Host and -For headers of a proxy in front (set true only behind one that sets them)',
      ),
    ADMIN_EMAIL: z.string().email().optional().describe('First admin, created at start when no admin exists'),
    ADMIN_PASSWORD: z.string().min(8).optional().describe('Password of that first admin'),
    DEFAULT_PASSWORD: z
      .string()
      .min(8)
      .optional()
      .describe(
        'Password given to new and reset accounts, to be changed at first login (demo mode has its own)',
      ),
    TIME_ZONE: z
      .string()
      .refine(validTimeZone, 'must be an IANA time zone such as America/Chicago')
      .default('America/Chicago')
      .describe("The distributor's time zone, for ordering hours"),
    LOGIN_MAX_FAILURES: z.coerce
      .number()
      .int()
      .min(1)
      .default(5)
      .describe('Failed logins of one account before a pause'),
    LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15).describe('Length of that pause'),
    CONSISTENCY_WAIT_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(30_000)
      .default(5000)
      .describe('Longest a read waits for its read-your-writes token'),
    SHUTDOWN_GRACE_SECONDS: z.coerce
      .number()
      .positive()
      .max(300)
      .default(10)
      .describe(
        'On SIGTERM or SIGINT: how long requests in flight may take to finish before the process exits anyway',
      ),
    RETRY_GRACE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(120_000)
      .default(40_000)
      .describe(
        'Gateway: how long a request that is safe to resend waits for a restarting service (another instance, or the same one back) before it answers 503; longer than a service takes to start',
      ),
    ...timeoutSettings,
    METRICS_PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .optional()
      .describe(
        'Gateway: serve /metrics on this port only, never on the public PORT (set it in production); unset, /metrics is on PORT',
      ),
    READY_MAX_LAG_SECONDS: z.coerce
      .number()
      .positive()
      .max(3600)
      .default(30)
      .describe(
        '/health/ready answers 503 while a read model is further behind the log than this (the oldest event not yet projected)',
      ),
    PROJECTIONS: flag
      .default(true)
      .describe(
        'Query service: apply the projections in this process (false: it only serves reads and reports the lag; another applies them)',
      ),
    NOTIFIER: flag
      .default(true)
      .describe('Command service: run the notifier (mail from the event log; see docs/mail.md)'),
    STANDING_ORDERS: flag
      .default(true)
      .describe(
        'Command service: place standing orders at their cut-offs (any number of processes may; each date is placed once)',
      ),
    STANDING_ORDERS_TICK_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3600)
      .default(60)
      .describe('How often the standing-order placer looks for cut-offs that have passed'),
    SMTP_URL: z
      .string()
      .regex(
        /^smtps?:\/\/[^\s]+$/,
        'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@mail.example.com:465',
      )
      .optional()
      .describe(
        'Mail server the notifier sends through (smtps:// for TLS, user:pass@ for auth); unset, mail is written as .eml files under DATA_DIR/outbox/',
      ),
    MAIL_FROM: z
      .string()
      .min(3)
      .max(200)
      .refine((v) => !/[\r\n]/.test(v), 'must be one line')
      .default('Provender <orders@provender.test>')
      .describe('From address of every mail'),
    APP_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .transform((v) => v.replace(/\/+$/, ''))
      .optional()
      .describe('Public address of the apps, the base of links in mail; unset: http://localhost:PORT'),
    DISTRIBUTOR_NAME: z
      .string()
      .min(1)
      .max(100)
      .refine((v) => !/[\r\n]/.test(v), 'must be one line')
      .default('Provender Foods')
      .describe("The distributor's name, shown in mail"),
    DISTRIBUTOR_ADDRESS: z
      .string()
      .max(300)
      .default('')
      .describe(
        "The distributor's address on invoices, packing slips and pick lists; `\\n` or `|` starts a new line",
      ),
    DISTRIBUTOR_LOGO: z
      .string()
      .regex(/\.(png|jpe?g)$/i, 'must be the path of a .png or .jpg file')
      .optional()
      .describe('Path of a PNG or JPEG logo printed at the top of invoices, packing slips and pick lists'),
    DIGEST_HOUR: z.coerce
      .number()
      .int()
      .min(0)
      .max(23)
      .default(7)
      .describe('Hour of the day (TIME_ZONE) from which the daily price digest goes out'),
    REMINDER_LEAD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(720)
      .default(120)
      .describe('Minutes before the ordering window closes when the order reminder goes out'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info')
      .describe('Least severe log lines written (JSON lines on stdout; readable lines in a terminal)'),
  })
  .refine((s) => Boolean(s.ADMIN_EMAIL) === Boolean(s.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((s) => s.PROXY_ANSWER_TIMEOUT_MS > s.CONSISTENCY_WAIT_MS, {
    message: 'must be longer than CONSISTENCY_WAIT_MS, or a read waiting for its token is cut off',
    path: ['PROXY_ANSWER_TIMEOUT_MS'],
  })
  .refine((s) => !s.READ_DATABASE_URL || s.DATABASE_URL, {
    message: 'needs DATABASE_URL: a replica is of a PostgreSQL server, not of the embedded database',
    path: ['READ_DATABASE_URL'],
  })

export type Settings = z.infer<typeof settingsSchema>

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'SettingsError'
  }
}

export function parseSettings(env: Record<string, string | undefined>): Settings {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const result = settingsSchema.safeParse(cleaned)
  if (!result.success) {
    throw new SettingsError(result.error.issues.map((i) => `${i.path.join('.') || 'settings'}: ${i.message}`))
  }
  return result.data
}

import { randomUUID } from 'node:crypto'
import type { CommandDeps } from '@provender/command-service'
import type { CommandContext } from '@provender/command-service/seeding'
import type { Role } from '@provender/events'

export type SeedDeps = Pick<CommandDeps, 'store' | 'ids' | 'clock'> & {
  /** The distributor's zone, name and address the demo's invoices are issued with (books.ts has defaults). */
  settings?: Pick<CommandDeps['settings'], 'TIME_ZONE' | 'DISTRIBUTOR_NAME' | 'DISTRIBUTOR_ADDRESS'>
}

export const DAY = 86_400_000
/** The demo business opened this long ago, and re-priced its customers a month ago: a history to audit. */
const OPENED_DAYS_AGO = 60
const REPRICED_DAYS_AGO = 30
/** The prices before that re-pricing, as a share of today's. */
export const EARLIER_PRICE_SHARE = 0.95

/** When the demo's history happened: each step is stamped with its own moment, not the clock's. */
export interface SeedTimes {
  now: Date
  /** A step the system takes at `date`. */
  at(date: Date): CommandContext
  /** The day the business opened: staff, catalogue and customers were set up then. */
  opened: CommandContext
  /** The day of the re-pricing, a month ago. */
  repriced: CommandContext
}

export function seedTimes(now: Date): SeedTimes {
  const at = (date: Date): CommandContext => ({ actor: null, correlationId: randomUUID(), now: date })
  return {
    now,
    at,
    opened: at(new Date(now.getTime() - OPENED_DAYS_AGO * DAY)),
    repriced: at(new Date(now.getTime() - REPRICED_DAYS_AGO * DAY)),
  }
}

/** The same moment, the step taken by a person instead of the system. */
export const by = (context: CommandContext, id: number, role: Role): CommandContext => ({
  ...context,
  actor: { id, role },
})

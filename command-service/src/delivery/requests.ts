import { boundedText } from '@provender/events'
import { z } from 'zod'

/** The delivery calls' bodies and path ids, as zod reads them at the edge. */

const WEEKDAY = 'Weekday must be 1 (Monday) to 7 (Sunday).'
const CUTOFF_DAYS = 'Say how many days before its delivery a cut-off comes, as a whole number.'

/** One delivery weekday and its cut-off; a cut-off under a day before is scheduleProblems' to say. */
const deliveryDay = z.object(
  {
    weekday: z.number({ error: WEEKDAY }).int(WEEKDAY).min(1, WEEKDAY).max(7, WEEKDAY),
    cutoffDaysBefore: z
      .number({ error: CUTOFF_DAYS })
      .int(CUTOFF_DAYS)
      .max(14, 'A cut-off can be at most 14 days before its delivery.'),
    cutoffTime: z
      .string({ error: 'Cut-off time must be HH:MM, 24-hour.' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Cut-off time must be HH:MM, 24-hour.'),
  },
  { error: 'Each delivery day needs a weekday, a cut-off day and a cut-off time.' },
)

/** A schedule: its delivery days, or null (the company: none; a customer: the company's). */
export const scheduleBody = z.object(
  {
    days: z
      .array(deliveryDay, { error: 'Send the delivery days as a list, or none at all.' })
      // Eight days or more must name a weekday twice.
      .max(7, 'Each weekday can appear only once.')
      .nullable(),
  },
  { error: 'Send the delivery days as a list, or none at all.' },
)

const STANDING_MOVE = "Say where standing orders move: 'previous' or 'next' delivery day."
const standingMove = z.enum(['previous', 'next'], { error: STANDING_MOVE })

export const closureBody = z.object(
  {
    from: z.iso.date({ error: 'Choose the first closed day as YYYY-MM-DD.' }),
    to: z.iso.date({ error: 'Choose the last closed day as YYYY-MM-DD.' }).optional(),
    reason: boundedText('The reason', 200, {
      required: 'Say why deliveries stop (a holiday, a stock-take).',
    }),
    /** Where its standing-order dates move; left out: the distributor's setting. */
    standingMove: standingMove.optional(),
  },
  { error: 'Send the closure with its first day and a reason.' },
)

/** A closure's id in a path: anything but a UUID names no closure. */
export const closureIdParam = z.uuid({ error: 'Closure not found.' })

/** The distributor's default for where a closure moves standing-order dates (issue 36). */
export const standingMoveBody = z.object({ standingMove }, { error: STANDING_MOVE }).strict()

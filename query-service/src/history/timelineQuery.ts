import type { RecordedEvent } from '@provender/events'
import { z } from 'zod'
import { limit, page } from '../http/listQuery.ts'
import type { CustomerRecord } from './customerRecord.ts'
import {
  type Names,
  TIMELINE_KINDS,
  type TimelineItem,
  type TimelineKind,
  timelineNewestFirst,
} from './timeline.ts'

export const instant = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be an ISO date-time such as 2026-03-03T12:00:00Z.` })

/** Which rows of a customer's timeline: the same parameters for the page read and the export. */
const filterShape = {
  kind: z
    .string()
    .max(200)
    .transform((s) =>
      s
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(TIMELINE_KINDS, { error: `kind must be among ${TIMELINE_KINDS.join(', ')}.` })))
    .optional(),
  from: instant('from').optional(),
  to: instant('to').optional(),
}

type Filter = { kind?: TimelineKind[]; from?: string; to?: string }

const inOrder = (q: Filter) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to)
const OUT_OF_ORDER = 'The start (from) must not be later than the end (to).'

export const timelineFilter = z.object(filterShape).refine(inOrder, OUT_OF_ORDER)

export const timelinePage = z
  .object({ ...filterShape, page, limit: limit(100, 'cap', 25) })
  .refine(inOrder, OUT_OF_ORDER)

/** The timeline's rows that pass the filter, newest first, made one at a time. */
export function* selectTimeline(
  events: readonly RecordedEvent[],
  names: Names,
  filter: Filter,
): Generator<TimelineItem> {
  const kinds = filter.kind?.length ? new Set<TimelineKind>(filter.kind) : null
  const from = filter.from ? Date.parse(filter.from) : -Infinity
  const to = filter.to ? Date.parse(filter.to) : Infinity
  for (const item of timelineNewestFirst(events, names)) {
    const at = Date.parse(item.at)
    if ((!kinds || kinds.has(item.kind)) && at >= from && at <= to) yield item
  }
}

/** One page of a customer's timeline under the filter, with how many rows the filter keeps. */
export function customerTimelinePage(
  { events, directory, customer }: CustomerRecord,
  query: z.infer<typeof timelinePage>,
) {
  const items = [...selectTimeline(events, directory, query)]
  const start = (query.page - 1) * query.limit
  return { customer, items: items.slice(start, start + query.limit), totalCount: items.length }
}

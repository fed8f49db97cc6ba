import { Readable } from 'node:stream'
import { type CsvColumn, csvLines } from '@provender/events'
import type { Context } from 'koa'
import type { TimelineItem } from './timeline.ts'

const TIMELINE_COLUMNS: readonly CsvColumn<TimelineItem>[] = [
  { header: 'When', value: (i) => i.at },
  { header: 'Kind', value: (i) => i.kind },
  { header: 'What', value: (i) => i.sentence },
  { header: 'Who', value: (i) => i.actor.name },
  { header: 'Role', value: (i) => i.actor.role },
  { header: 'Stream', value: (i) => i.streamId },
  { header: 'Revision', value: (i) => i.revision },
]

/**
 * Answers a customer's timeline as a CSV file. Each line is made when the connection asks for
 * it (the stream's backpressure), so a long history never sits in memory as one text.
 */
export function sendTimelineCsv(ctx: Context, customerId: number, items: Iterable<TimelineItem>): void {
  ctx.attachment(`customer-${customerId}-timeline.csv`)
  ctx.type = 'text/csv; charset=utf-8'
  ctx.body = Readable.from(csvLines(items, TIMELINE_COLUMNS), { objectMode: false })
}

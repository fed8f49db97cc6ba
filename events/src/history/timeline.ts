// The shape of a customer's history timeline (docs/api.md, "History"): the query service
// answers it and the console reads it, so both sides of the HTTP contract share one definition.

/** The kinds of row a timeline holds: the query service filters by them (`?kinds=`). */
export const TIMELINE_KINDS = [
  'details',
  'price',
  'owner',
  'favorite',
  'password',
  'order',
  'deleted',
  'delivery',
  'standing',
] as const
export type TimelineKind = (typeof TIMELINE_KINDS)[number]

/** Who did something, as the history names them; the system has no id. */
export interface HistoryActor {
  id: number | null
  name: string
  role: string
}

/** One row of GET /api/history/customers/:id/timeline; the server knows `type` as an event type. */
export interface TimelineItem<EventType extends string = string> {
  id: string
  at: string
  kind: TimelineKind
  type: EventType
  actor: HistoryActor
  sentence: string
  /** Where the evidence sits in the log. */
  streamId: string
  revision: number
  productId?: string
  orderId?: number
  oldPrice?: number | null
  newPrice?: number | null
}

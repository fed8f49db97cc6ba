import { notFound, type RecordedEvent, streams } from '@provender/events'
import { actorView, directoryFor, foldProducts } from './directory.ts'
import type { HistoryLog } from './historyLog.ts'
import { money } from './timeline.ts'

export interface ProductTimelineEntry {
  kind: 'created' | 'price' | 'details' | 'deleted'
  sentence: string
  oldPrice: number | null
  newPrice: number | null
}

/** A product's base (list) price over time, and the other changes around it. */
export function describeProductEvent(e: RecordedEvent): ProductTimelineEntry | null {
  const { event } = e
  switch (event.type) {
    case 'ProductCreated':
      return {
        kind: 'created',
        sentence: `${event.data.name} created at ${money(event.data.priceCents)}`,
        oldPrice: null,
        newPrice: event.data.priceCents / 100,
      }
    case 'ProductUpdated': {
      const { before, after } = event.data
      const others = (['name', 'description', 'categoryId', 'unitType', 'packsPerCase'] as const).filter(
        (field) => before[field] !== after[field],
      )
      const priceMoved = before.priceCents !== after.priceCents
      const parts = [
        ...(priceMoved ? [`base price ${money(before.priceCents)} → ${money(after.priceCents)}`] : []),
        ...(others.length ? [`${others.join(', ')} changed`] : []),
      ]
      return {
        kind: priceMoved ? 'price' : 'details',
        sentence: `${after.name}: ${parts.join('; ') || 'saved unchanged'}`,
        oldPrice: before.priceCents / 100,
        newPrice: after.priceCents / 100,
      }
    }
    case 'ProductDeleted':
      return { kind: 'deleted', sentence: `${event.data.name} deleted`, oldPrice: null, newPrice: null }
    default:
      return null
  }
}

/** A product as it stands and its changes, newest first, folded from its own stream (deleted ones too). */
export async function productHistory(log: HistoryLog, productId: string) {
  const events = await log.readStreams([streams.product(productId)])
  const product = foldProducts(events).get(productId)
  if (!product) throw notFound('Product not found.')
  const { people } = await directoryFor(log, events)
  return {
    product: { ...product, price: product.priceCents / 100, priceCents: undefined },
    items: events
      .flatMap((e) => {
        const described = describeProductEvent(e)
        if (described === null) return []
        return [
          {
            id: e.id,
            at: e.metadata.occurredAt,
            actor: actorView({ id: e.metadata.actorId, role: e.metadata.actorRole }, people),
            streamId: e.streamId,
            revision: e.revision,
            ...described,
          },
        ]
      })
      .reverse(),
  }
}

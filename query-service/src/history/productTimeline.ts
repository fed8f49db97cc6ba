import type { RecordedEvent } from '@provender/events'
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

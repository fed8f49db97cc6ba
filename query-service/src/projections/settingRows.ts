import type { EventOf, EventType, StreamKind } from '@provender/events'
import type { Projection, Undecided } from './projection.ts'

type Key = string | number

interface SettingRowsDefinition<S extends EventType, D extends EventType, K extends StreamKind> {
  name: string
  /** Streams whose every type is the setting or the removal (checked as `defineProjection` does). */
  streams: readonly K[]
  table: string
  /** The row's key column, the conflict target of the upsert. */
  key: string
  /** The event that states the whole setting, and the row it makes (key column included). */
  set: S
  row: (data: EventOf<S>['data']) => object
  /** The owner's removal, and the key of the row that goes with it. */
  removedBy: D
  keyOfRemoved: (data: EventOf<D>['data']) => Key
}

/**
 * A read model of one row per owner (a customer's or a user's setting): each setting event
 * replaces the row whole, and the owner's deletion removes it. Replaying the log gives the same
 * rows because nothing but the last event of a key survives.
 */
export function settingRowsProjection<
  const S extends EventType,
  const D extends EventType,
  const K extends StreamKind,
>(definition: SettingRowsDefinition<S, D, K> & Undecided<K, S | D, never>): Projection {
  const { name, table, key, set, row, removedBy, keyOfRemoved } = definition
  return {
    name,
    handles: new Set<EventType>([set, removedBy]),
    async apply(trx, { event }) {
      // The runner hands this projection only the two types in `handles`.
      if (event.type === set) {
        await trx(table)
          .insert(row(event.data as EventOf<S>['data']))
          .onConflict(key)
          .merge()
      } else if (event.type === removedBy) {
        await trx(table)
          .where({ [key]: keyOfRemoved(event.data as EventOf<D>['data']) })
          .delete()
      }
    },
  }
}

import {
  type ClosureSpan,
  closuresOverlap,
  conflict,
  daysBetween,
  invalid,
  notFound,
} from '@provender/events'
import { assertNever, type Decide, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

/** The longest a closure may last, first and last day included. */
export const MAX_CLOSURE_DAYS = 31

export interface Closure extends ClosureSpan {
  id: string
}

/** Every closure in force, in one stream so an overlap is judged against all of them. */
export interface ClosuresState {
  /** By id: a Map, so no id a client sends can reach an object's prototype. */
  byId: ReadonlyMap<string, Closure>
}

export const closuresAggregate: Aggregate<ClosuresState> = defineAggregate(
  'closures',
  { byId: new Map() },
  (state, event): ClosuresState => {
    switch (event.type) {
      case 'ClosureAdded': {
        const { closureId, from, to, reason } = event.data
        return { byId: new Map(state.byId).set(closureId, { id: closureId, from, to, reason }) }
      }
      case 'ClosureRemoved': {
        const byId = new Map(state.byId)
        byId.delete(event.data.closureId)
        return { byId }
      }
      default:
        return assertNever(event)
    }
  },
)

/** The closures in force, soonest first: what the date rules take. */
export const closureSpans = (state: ClosuresState): Closure[] =>
  [...state.byId.values()].sort((a, b) => a.from.localeCompare(b.from))

export type ClosuresCommand =
  | {
      type: 'AddClosure'
      closureId: string
      from: string
      to: string
      reason: string
      /** Today in the distributor's zone: a closure cannot start before it. */
      today: string
    }
  | { type: 'RemoveClosure'; closureId: string }

export const decideClosures: Decide<'closures', ClosuresCommand, ClosuresState> = (command, state) => {
  switch (command.type) {
    case 'AddClosure': {
      const { closureId, from, to, reason, today } = command
      if (to < from) throw invalid('The last closed day cannot be before the first.')
      if (daysBetween(from, to) + 1 > MAX_CLOSURE_DAYS) {
        throw invalid(`A closure can last at most ${MAX_CLOSURE_DAYS} days.`)
      }
      if (from < today) throw invalid('A closure cannot start in the past.')
      const overlapping = closureSpans(state).find((c) => closuresOverlap(c, { from, to }))
      if (overlapping) {
        throw conflict(
          `This overlaps the closure from ${overlapping.from} to ${overlapping.to} (${overlapping.reason}).`,
          'CLOSURE_OVERLAPS',
        )
      }
      return [{ type: 'ClosureAdded', data: { closureId, from, to, reason } }]
    }
    case 'RemoveClosure': {
      const closure = state.byId.get(command.closureId)
      if (!closure) throw notFound('Closure not found.')
      const { id, from, to, reason } = closure
      return [{ type: 'ClosureRemoved', data: { closureId: id, from, to, reason } }]
    }
    default:
      return assertNever(command)
  }
}

import {
  type ClosureSpan,
  closuresOverlap,
  conflict,
  DEFAULT_STANDING_MOVE,
  daysBetween,
  invalid,
  notFound,
  type StandingMove,
} from '@provender/events'
import { assertNever, type Decide, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

/** The longest a closure may last, first and last day included. */
export const MAX_CLOSURE_DAYS = 31

export interface Closure extends ClosureSpan {
  id: string
  standingMove: StandingMove
}

/** Every closure in force, in one stream so an overlap is judged against all of them. */
export interface ClosuresState {
  /** By id: a Map, so no id a client sends can reach an object's prototype. */
  byId: ReadonlyMap<string, Closure>
  /** Where a new closure moves standing-order dates unless told otherwise (issue 36). */
  standingMove: StandingMove
  /** Whether an admin ever set it (the default is not an event). */
  standingMoveSet: boolean
}

export const closuresAggregate: Aggregate<ClosuresState> = defineAggregate(
  'closures',
  { byId: new Map(), standingMove: DEFAULT_STANDING_MOVE, standingMoveSet: false },
  (state, event): ClosuresState => {
    switch (event.type) {
      case 'ClosureAdded': {
        const { closureId, from, to, reason, standingMove, addedAt } = event.data
        const closure: Closure = {
          id: closureId,
          from,
          to,
          reason,
          standingMove: standingMove ?? DEFAULT_STANDING_MOVE,
          ...(addedAt ? { addedAt } : {}),
        }
        return { ...state, byId: new Map(state.byId).set(closureId, closure) }
      }
      case 'ClosureRemoved': {
        const byId = new Map(state.byId)
        byId.delete(event.data.closureId)
        return { ...state, byId }
      }
      case 'ClosureStandingMoveSet':
        return { ...state, standingMove: event.data.standingMove, standingMoveSet: true }
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
      /** Where its standing-order dates move; null: the distributor's setting. */
      standingMove: StandingMove | null
      /** Today in the distributor's zone: a closure cannot start before it. */
      today: string
      /** When it is added: a standing date moves only to a day whose cut-off is after it. */
      now: Date
    }
  | { type: 'RemoveClosure'; closureId: string }
  | { type: 'SetStandingMove'; standingMove: StandingMove }

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
      const standingMove = command.standingMove ?? state.standingMove
      const addedAt = command.now.toISOString()
      return [{ type: 'ClosureAdded', data: { closureId, from, to, reason, standingMove, addedAt } }]
    }
    case 'RemoveClosure': {
      const closure = state.byId.get(command.closureId)
      if (!closure) throw notFound('Closure not found.')
      const { id, from, to, reason } = closure
      return [{ type: 'ClosureRemoved', data: { closureId: id, from, to, reason } }]
    }
    case 'SetStandingMove':
      // The same again appends nothing; the first setting is always kept.
      if (state.standingMoveSet && state.standingMove === command.standingMove) return []
      return [{ type: 'ClosureStandingMoveSet', data: { standingMove: command.standingMove } }]
    default:
      return assertNever(command)
  }
}

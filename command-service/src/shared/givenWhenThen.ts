import type { DomainEvent } from '@provender/events'
import { DomainError, type DomainErrorKind } from '@provender/events'
import type { Aggregate } from './commandHandler.ts'

/** Given: the state an aggregate reaches after the past events, folded from its initial state. */
export function given<S>(aggregate: Aggregate<S>, ...events: DomainEvent[]): S {
  return events.reduce((state, event) => aggregate.evolve(state, event), aggregate.initial)
}

/** What a refusal tells the caller, as a plain object a spec can compare whole. */
export interface Refusal {
  kind: DomainErrorKind
  message: string
  code: string | undefined
  issues: string[]
}

/** Then (refused): runs the decision and returns the DomainError it threw; fails when it threw none. */
export function refusal(decision: () => unknown): Refusal {
  try {
    decision()
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return { kind: error.kind, message: error.message, code: error.code, issues: error.issues }
  }
  throw new Error('Expected the decision to be refused, but it was accepted.')
}

import { emptyLedger, evolveLedger, type Ledger, type LedgerEvent } from '@provender/events'
import type { StreamFold } from '@provender/server-kit'
import type { CommandDeps } from '../deps.ts'
import { defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

/** What the books' writes need: the log, and the settings an invoice and a date are made of. */
export interface BooksDeps {
  store: CommandDeps['store']
  settings: Pick<CommandDeps['settings'], 'TIME_ZONE' | 'DISTRIBUTOR_NAME' | 'DISTRIBUTOR_ADDRESS'>
}

/** A state and the revision of the stream's last event folded into it (-1: none). */
export interface Counted<S> {
  state: S
  revision: number
}

/**
 * A fold that also counts the stream's events, so a state kept between requests (foldStreams)
 * still names the revision an append expects. Build it once per fold: kept states are keyed by it.
 */
export function withRevision<S>(fold: StreamFold<S>): StreamFold<Counted<S>> {
  return {
    initial: { state: fold.initial, revision: -1 },
    evolve: (counted, event) => ({
      state: fold.evolve(counted.state, event),
      revision: counted.revision + 1,
    }),
  }
}

/** A customer's ledger (stream ledger-{customerId}), folded by the shared rule. */
export const ledgerAggregate: Aggregate<Ledger> = defineAggregate('ledger', emptyLedger, (ledger, event) =>
  evolveLedger(ledger, event as LedgerEvent),
)
export const countedLedger = withRevision(ledgerAggregate)

/**
 * The invoice-numbers stream as the numbers taken: its only events are InvoiceNumberTaken, one a
 * number from 1, so the count is the last number and the stream's revision is the count less one.
 */
export const invoiceSeries: StreamFold<number> = defineAggregate('invoiceNumbers', 0, (taken) => taken + 1)

import { randomUUID } from 'node:crypto'
import { type EventData, type RecordedEvent, streams, wallClock } from '@provender/events'
import { deterministicUuid, foldStreams } from '@provender/server-kit'
import { type CommandContext, metadataFor } from '../shared/commandHandler.ts'
import { inTurnByKey } from '../shared/inTurn.ts'
import { retryOnConflict } from '../shared/retryOnConflict.ts'
import { type BooksDeps, countedLedger } from './ledger.ts'
import { decidePayment, type RecordPayment } from './payment.ts'

export type PaymentRequest = Omit<RecordPayment, 'type' | 'paymentId' | 'customerId' | 'today'>

/** Payments to one ledger take turns in this process; another replica's meet the expected revision. */
const paymentsInTurn = inTurnByKey()

const recordedFrom = (recorded: RecordedEvent | null) =>
  recorded?.event.type === 'PaymentRecorded' ? recorded.event.data : null

/**
 * Records a payment at the ledger's read revision: an invoice issued or a payment recorded
 * meanwhile is a conflict, and the application is decided again on the fresh ledger. Under an
 * Idempotency-Key the payment's id and event id come from the key, so a retried request answers
 * the payment recorded the first time and records no second one.
 */
export async function recordPayment(
  deps: BooksDeps,
  ctx: CommandContext,
  actorId: number,
  customerId: number,
  request: PaymentRequest,
  key: string | null,
): Promise<{ payment: EventData<'PaymentRecorded'>; position: RecordedEvent['position'] | null }> {
  const { store } = deps
  // A key is its sender's own: two staff members never answer each other's.
  const eventId = key ? deterministicUuid(`payment:${customerId}:by-${actorId}:${key}`) : null
  const stream = streams.ledger(customerId)
  const today = wallClock(ctx.now, deps.settings.TIME_ZONE).date
  return paymentsInTurn(String(customerId), () =>
    retryOnConflict(async () => {
      const earlier = eventId ? await store.findEvent(eventId) : null
      const before = recordedFrom(earlier)
      if (before) return { payment: before, position: earlier!.position }
      const { state: ledger, revision } = (await foldStreams(store, [[stream, countedLedger]])).state(
        stream,
        countedLedger,
      )
      const id = eventId ?? randomUUID()
      const [event] = decidePayment(
        { type: 'RecordPayment', paymentId: id, customerId, today, ...request },
        ledger,
      )
      const result = await store.append(stream, revision === -1 ? 'no_stream' : revision, [
        { id, event: event!, metadata: metadataFor(ctx) },
      ])
      // A racing twin with the same key stored it first: its payment, read back.
      const twin = result.alreadyStored ? recordedFrom(await store.findEvent(id)) : null
      return { payment: twin ?? (event!.data as EventData<'PaymentRecorded'>), position: result.position }
    }),
  )
}

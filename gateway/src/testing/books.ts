import { type DomainEvent, streams } from '@provender/events'
import { envelope } from '@provender/events/testing'
import { PostgresEventStore } from '@provender/server-kit'
import { answerContractBreaches, type RecordedAnswer } from '@provender/server-kit/testing'
import { beforeAll, expect } from 'vitest'
import { billingSet, invoiceIssued, paymentRecorded } from '../../../query-service/src/books/testEvents.ts'
import { openApiDocument } from '../openapi.ts'
import { type SignedIn, testStackWith } from './stack.ts'

/**
 * The books' reads over HTTP (issue 37), on a stack whose ledger facts are appended straight to
 * the log, as the command side records them, for a customer of Sam's made for the test (so the
 * demo's own invoices, if any, stay out of its sums): invoices A (due 29 Nov, 300 of 422 paid on
 * 3 Dec) and B (due 20 Dec, 211), one for a Blue Door order and one for Greenleaf (Priya's).
 * The clock stands at Friday 4 December 2026, noon in Chicago.
 */
export const C = 990_701
export const [A, B, BLUE, GREEN]: [number, number, number, number] = [900_001, 900_002, 900_003, 900_004]
export const PAYMENT = '7b0c1d2e-0000-4000-8000-0000000000b1'
export const NOVEMBER = { issueDate: '2026-11-20', dueDate: '2026-12-20' }

export function useBooksStack() {
  const { stack, users } = testStackWith(['admin', 'sam', 'priya', 'blueDoor', 'greenleaf', 'auditor'])
  const { admin, sam, blueDoor, greenleaf } = users
  const recorded: RecordedAnswer[] = []
  let store: PostgresEventStore
  const state = { blueDoorOrderId: 0 }

  const append = async (stream: string, events: DomainEvent[], at: string) => {
    await store.append(
      stream,
      'any',
      events.map((e) => envelope(e, new Date(at))),
    )
    await stack.running.projections.catchUpToHead()
  }
  /** A GET, its answer kept to hold against the OpenAPI document at the end. */
  async function get<T = Record<string, unknown>>(who: SignedIn, path: string) {
    const answer = await who.client.get<T>(path)
    recorded.push({ method: 'GET', url: path, status: answer.status, body: answer.body })
    return answer
  }
  const status = async (who: SignedIn, path: string) => (await get(who, path)).status
  const expectDocumentedAnswers = () => {
    expect(answerContractBreaches(openApiDocument() as never, recorded)).toEqual([])
    expect(recorded.filter((a) => a.status === 200).length).toBeGreaterThan(10)
  }

  beforeAll(async () => {
    stack.clock.setTo('2026-12-04T18:00:00Z')
    store = new PostgresEventStore(stack.running.database.knex)
    const registered: DomainEvent = {
      type: 'CustomerRegistered',
      data: { customerId: C, businessName: 'Ledger Test Bistro', accountNumber: 'LT-1', salesUserId: sam.id },
    }
    await append(streams.customer(C), [registered], '2026-10-01T15:00:00Z')
    await append(streams.billing(C), [billingSet(C)], '2026-10-01T16:00:00Z')
    await append(streams.ledger(C), [invoiceIssued(A, C, 40_000)], '2026-10-30T16:00:00Z')
    await append(streams.ledger(C), [invoiceIssued(B, C, 20_000, NOVEMBER)], '2026-11-20T16:00:00Z')
    await append(
      streams.ledger(C),
      [paymentRecorded(PAYMENT, C, 30_000, [[A, 30_000]])],
      '2026-12-03T16:00:00Z',
    )
    const orders = await get<{ rows: { id: number }[] }>(admin, `/api/orders/customer/${blueDoor.id}?limit=5`)
    state.blueDoorOrderId = orders.body.rows[0]!.id
    const blue = invoiceIssued(BLUE, blueDoor.id, 1_000, NOVEMBER, { orderId: state.blueDoorOrderId })
    await append(streams.ledger(blueDoor.id), [blue], '2026-11-20T17:00:00Z')
    await append(
      streams.ledger(greenleaf.id),
      [invoiceIssued(GREEN, greenleaf.id, 2_000)],
      '2026-10-30T17:00:00Z',
    )
  }, 180_000)

  return { users, append, get, status, state, expectDocumentedAnswers }
}

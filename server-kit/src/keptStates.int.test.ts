import type { DomainEvent } from '@provender/events'
import { describe, expect, it, vi } from 'vitest'
import { foldStreams, type StreamFold } from './keptStates.ts'
import { accountFold } from './sessionInLog.ts'
import type { PostgresEventStore } from './store/postgres/postgresEventStore.ts'
import { envelope, testDatabaseKind, useTestEventStore } from './testing/index.ts'

let store: PostgresEventStore

useTestEventStore((log) => ({ store } = log))

/** The whole-account fold of a command side, reduced to what tells it apart: its event count. */
const eventCount: StreamFold<number> = { initial: 0, evolve: (n) => n + 1 }

const registered = (userId: number): DomainEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    role: 'sales',
    email: `user${userId}@provender.test`,
    firstName: 'First',
    lastName: 'Last',
    phone: '3125550100',
    passwordHash: 'hash-not-checked-here',
    passwordChanged: true,
  },
})
const reset = (userId: number): DomainEvent => ({
  type: 'UserPasswordReset',
  data: { userId, passwordHash: 'another-hash', resetBy: 1 },
})

describe(`streams kept folded, on ${testDatabaseKind()}`, () => {
  it('keeps a stream folded two ways (both services in one process) without one evicting the other', async () => {
    await store.append('user-901', 'any', [envelope(registered(901))])
    await foldStreams(store, [['user-901', accountFold]])
    await foldStreams(store, [['user-901', eventCount]])
    const reads = vi.spyOn(store, 'readStreams')
    const standing = await foldStreams(store, [['user-901', accountFold]])
    const count = await foldStreams(store, [['user-901', eventCount]])
    expect(standing.state('user-901', accountFold)).toMatchObject({ status: 'active', sessionVersion: 0 })
    expect(count.state('user-901', eventCount)).toBe(1)
    // Each read asked only for what follows the kept revision: nothing was folded again.
    for (const call of reads.mock.calls) expect(call[1]?.afterRevision?.get('user-901')).toBe(0)
    reads.mockRestore()
  })

  it('folds on, for each fold, what is new since that fold last saw the stream', async () => {
    await store.append('user-902', 'any', [envelope(registered(902))])
    await foldStreams(store, [['user-902', eventCount]])
    await store.append('user-902', 'any', [envelope(reset(902))])
    await foldStreams(store, [['user-902', accountFold]])
    await store.append('user-902', 'any', [envelope(reset(902))])
    // One read for both: from the fold that is further behind, each taking only its own new events.
    const both = await foldStreams(store, [
      ['user-902', eventCount],
      ['user-902', accountFold],
    ])
    expect(both.state('user-902', eventCount)).toBe(3)
    expect(both.state('user-902', accountFold)).toMatchObject({
      sessionVersion: 2,
      passwordChanged: false,
    })
  })
})

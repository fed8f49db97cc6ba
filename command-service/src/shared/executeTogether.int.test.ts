import { randomUUID } from 'node:crypto'
import { streams } from '@provender/events'
import type { PostgresEventStore } from '@provender/server-kit'
import { envelope, useTestEventStore } from '@provender/server-kit/testing'
import { describe, expect, it } from 'vitest'
import { categoryAggregate, decideCategory } from '../catalogue/category.ts'
import { categoryNameClaims } from '../catalogue/categoryCommands.ts'
import type { CommandContext } from './commandHandler.ts'
import { executeTogether } from './executeTogether.ts'
import { releaseClaim, reserveClaim } from './withClaim.ts'

let store: PostgresEventStore
const ctx = (): CommandContext => ({ actor: null, correlationId: randomUUID(), now: new Date() })

useTestEventStore((log) => ({ store } = log))

/** What a concurrent request appends between this decision's reads and its append. */
async function meanwhile(streamId: string, ...events: Parameters<typeof envelope>[0][]) {
  const revision = (await store.readStream(streamId)).at(-1)?.revision
  await store.append(
    streamId,
    revision ?? 'no_stream',
    events.map((e) => envelope(e)),
  )
}

/** Another request creates category `categoryId` named `name`: its name claimed, then the category. */
async function createdMeanwhile(categoryId: number, name: string) {
  await meanwhile(streams.categoryName(name), { type: 'CategoryNameReserved', data: { name, categoryId } })
  await meanwhile(streams.category(categoryId), { type: 'CategoryCreated', data: { categoryId, name } })
}

describe('a decision across streams', () => {
  it('is made again on fresh reads when another writer moved one of its streams, and refused as that writer left it', async () => {
    let attempts = 0
    const creating = executeTogether(store, ctx(), async (change) => {
      attempts++
      await reserveClaim(change, categoryNameClaims, { name: 'Spices', categoryId: 11 })
      await change.decide(streams.category(11), categoryAggregate, (s) =>
        decideCategory({ type: 'CreateCategory', categoryId: 11, name: 'Spices' }, s),
      )
      // Another category takes the name after this decision read it free.
      if (attempts === 1) await createdMeanwhile(12, 'Spices')
    })
    await expect(creating).rejects.toMatchObject({ code: 'CATEGORY_NAME_TAKEN' })
    expect(attempts).toBe(2)
    // Nothing of the refused decision is stored, on either stream.
    expect(await store.readStream(streams.category(11))).toEqual([])
    expect((await store.readStream(streams.categoryName('Spices'))).map((e) => e.event.data)).toEqual([
      { name: 'Spices', categoryId: 12 },
    ])
  })

  it('decides every stream again from what the other writer left: the name it replaced is the one given back', async () => {
    await createdMeanwhile(21, 'Grains')
    let attempts = 0
    await executeTogether(store, ctx(), async (change) => {
      attempts++
      const current = await change.state(streams.category(21), categoryAggregate)
      await reserveClaim(change, categoryNameClaims, { name: 'Rice', categoryId: 21 })
      await change.decide(streams.category(21), categoryAggregate, (s) =>
        decideCategory({ type: 'RenameCategory', name: 'Rice' }, s),
      )
      await releaseClaim(change, categoryNameClaims, { name: current.name, categoryId: 21 })
      // Renamed to "Cereals" meanwhile, its claims moved with it.
      if (attempts === 1) {
        await meanwhile(streams.categoryName('Cereals'), {
          type: 'CategoryNameReserved',
          data: { name: 'Cereals', categoryId: 21 },
        })
        await meanwhile(streams.category(21), {
          type: 'CategoryRenamed',
          data: { categoryId: 21, oldName: 'Grains', newName: 'Cereals' },
        })
        await meanwhile(streams.categoryName('Grains'), {
          type: 'CategoryNameReleased',
          data: { name: 'Grains', categoryId: 21 },
        })
      }
    })
    expect(attempts).toBe(2)
    const renames = (await store.readStream(streams.category(21))).map((e) => e.event.data)
    expect(renames.at(-1)).toEqual({ categoryId: 21, oldName: 'Cereals', newName: 'Rice' })
    expect((await store.readStream(streams.categoryName('Cereals'))).map((e) => e.type)).toEqual([
      'CategoryNameReserved',
      'CategoryNameReleased',
    ])
    expect(await store.readStream(streams.categoryName('Grains'))).toHaveLength(2)
  })
})

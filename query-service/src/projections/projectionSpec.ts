import type { DomainEvent } from '@provender/events'
import { type Database, migrateEventStore, PostgresEventStore } from '@provender/server-kit'
import { createTestDatabase, envelope } from '@provender/server-kit/testing'
import type { Knex } from 'knex'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { migrateReadModels } from './migrations.ts'
import type { Projection } from './projection.ts'
import { type ReplayRunOptions, replayRun } from './replay.ts'
import type { RunMode } from './run.ts'
import { ProjectionRunner } from './runner.ts'

export interface ProjectionSpec {
  knex: Knex
  /** Given: events appended to a stream (at `at`, default a fixed moment), then projected. */
  given(stream: string, events: DomainEvent[], at?: Date): Promise<void>
  /** Events appended but not yet projected: `project` then applies all of them in one run. */
  append(stream: string, events: DomainEvent[], at?: Date): Promise<void>
  project(): Promise<void>
  /** Then: a table's rows, every column, in a stable order. */
  rows(table: string, orderBy: string | string[]): Promise<Record<string, unknown>[]>
  stop(): Promise<void>
}

export const SPEC_MOMENT = new Date('2026-11-24T15:00:00Z')

/**
 * One projection on a fresh database, as a read model's Given events / Then rows spec sees it:
 * events go into a real log, and the runner applies them to the read model's own tables
 * (as the running services do, unless `mode` says otherwise: a rebuild's, say).
 */
export async function startProjectionSpec(projection: Projection, mode?: RunMode): Promise<ProjectionSpec> {
  const database: Database = await createTestDatabase()
  await migrateEventStore(database.knex)
  await migrateReadModels(database.knex)
  const store = new PostgresEventStore(database.knex)
  const runner = new ProjectionRunner(database.knex, store, [projection], mode)
  const append = async (stream: string, events: DomainEvent[], at = SPEC_MOMENT) => {
    await store.append(
      stream,
      'any',
      events.map((e) => envelope(e, at)),
    )
  }
  const project = async () => {
    if (!(await runner.catchUpToHead(30_000))) throw new Error(`${projection.name} did not catch up`)
  }
  return {
    knex: database.knex,
    async given(stream, events, at = SPEC_MOMENT) {
      await append(stream, events, at)
      await project()
    },
    append,
    project,
    rows: (table, orderBy) =>
      database
        .knex(table)
        .select()
        .orderBy(typeof orderBy === 'string' ? [orderBy] : orderBy),
    async stop() {
      await runner.stop()
      await store.close()
      await database.close()
    },
  }
}

/**
 * In a test file (or a describe): the spec of one projection, started before its tests and
 * stopped after them; its members reach the spec started, so they are used inside the tests.
 */
export function useProjectionSpec(projection: Projection, mode?: RunMode): ProjectionSpec {
  let started: ProjectionSpec | undefined
  beforeAll(async () => {
    started = await startProjectionSpec(projection, mode)
  })
  afterAll(() => started?.stop())
  const spec = () => {
    if (!started) throw new Error(`The ${projection.name} spec is used before its tests start`)
    return started
  }
  return {
    get knex() {
      return spec().knex
    },
    given: (stream, events, at) => spec().given(stream, events, at),
    append: (stream, events, at) => spec().append(stream, events, at),
    project: () => spec().project(),
    rows: (table, orderBy) => spec().rows(table, orderBy),
    stop: () => spec().stop(),
  }
}

/** Events as a spec's history gives them: the stream, its events and when they were recorded. */
export type SpecHistory = readonly (readonly [stream: string, events: DomainEvent[], at: Date])[]

/**
 * What `projection` leaves of `history` on a fresh database, as `read` takes it: applied batch by
 * batch as the running services do, or (`oneRun`) appended whole and then applied by one run of
 * a runner in `mode`, as a rebuild does. A read model's rebuild must leave the same either way.
 */
export async function projectedRows<T>(
  projection: Projection,
  history: SpecHistory,
  read: (spec: ProjectionSpec) => Promise<T>,
  options: { oneRun: boolean; mode?: RunMode | undefined },
): Promise<T> {
  const spec = await startProjectionSpec(projection, options.mode)
  try {
    for (const [stream, events, at] of history) {
      if (options.oneRun) await spec.append(stream, events, at)
      else await spec.given(stream, events, at)
    }
    await spec.project()
    return await read(spec)
  } finally {
    await spec.stop()
  }
}

/**
 * In a describe: a read model's rebuild leaves what the running services leave. `history` is
 * projected step by step (`stepByStep` checks what it leaves), then in one run, then replayed from
 * the start in small batches (`replay`), and each must read the same.
 */
export function itRebuildsTheSameRows<T>(
  projection: Projection,
  history: SpecHistory,
  read: (spec: ProjectionSpec) => Promise<T>,
  stepByStep: { title: string; check: (rows: T) => void },
  replay: ReplayRunOptions = { batchSize: 2, writeEvery: 3 },
): void {
  // Each run starts a database of its own: slow on a busy machine, so the runs get time.
  const SLOW = 180_000
  const rowsOf = (oneRun: boolean, mode?: RunMode) =>
    projectedRows(projection, history, read, { oneRun, mode })
  let expected: T
  beforeAll(async () => {
    expected = await rowsOf(false)
  }, SLOW)

  it(`step by step: ${stepByStep.title}`, () => stepByStep.check(expected))

  it('the same in one run', async () => expect(await rowsOf(true)).toEqual(expected), SLOW)

  it(
    'the same replayed from the start in small batches, as a rebuild does',
    async () => expect(await rowsOf(true, replayRun(replay))).toEqual(expected),
    SLOW,
  )
}

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type DeliveryDay,
  type DomainEvent,
  type EventData,
  type EventStore,
  type NewEvent,
  type Role,
  streams,
} from '@provender/events'
import { parseSettings, SESSION_COOKIE, SessionKeys } from '@provender/server-kit'
import { envelope } from '@provender/server-kit/testing'
import { afterAll, beforeAll } from 'vitest'
import { createCommandApp } from '../app.ts'
import { customerAggregate } from '../customers/customer.ts'
import { type CommandDeps, createCommandDeps } from '../deps.ts'
import type { CustomerOwners } from '../salesUsers/customerOwners.ts'
import { userAggregate } from '../users/user.ts'
import { load } from './commandHandler.ts'
import { openCommandStore } from './testStore.ts'

/** An event a request appended, as a spec compares it: its stream, type and data. */
export interface Appended {
  stream: string
  type: DomainEvent['type']
  data: unknown
}

export interface SliceSpec {
  deps: CommandDeps
  /** Where the database is, for a test's processes of their own (the PostgreSQL server's tier). */
  databaseUrl: string
  /** Given: events already in a stream, appended in order. */
  given(stream: string, ...events: DomainEvent[]): Promise<void>
  /** Given: each user's account (see given.account), in its own stream. */
  givenAccounts(...users: { id: number; role: Role }[]): Promise<void>
  /** Given: a customer in its stream, at its negotiated price for each product named (see given.customer). */
  givenCustomer(registration: EventData<'CustomerRegistered'>, prices?: Record<string, number>): Promise<void>
  /** When: a request to the command service over HTTP, signed in as `as` (or anonymous). */
  request<T = Record<string, unknown>>(
    as: { id: number; role: Role } | null,
    method: string,
    path: string,
    body?: unknown,
    /** Headers besides the session's, such as an Idempotency-Key. */
    extraHeaders?: Record<string, string>,
  ): Promise<{ status: number; body: T }>
  /** Then: the events the last request appended, in append order. */
  newEvents(): Appended[]
  /** Then: the same events, grouped by the append that stored them (one store call each). */
  newAppends(): Appended[][]
  /** The time commands are decided at; a spec may move it. */
  clock: { now: Date }
  stop(): Promise<void>
}

/**
 * The command service on a fresh database, as a slice's Given stream / When request / Then new
 * events spec sees it: the same app and dependencies as production (createCommandDeps), a clock
 * the spec sets, and a store that notes every append. Who owns which customers is answered
 * from the customer streams this database holds (the query service's read model is not here).
 */
export async function startSliceSpec(env: Record<string, string> = {}): Promise<SliceSpec> {
  // With the throttles' table (sign-in, forgot password), as every composition root migrates it.
  const { db: database, store: postgres } = await openCommandStore()
  const settings = parseSettings({
    SESSION_SECRET: 'slice-spec-secret-slice-spec-secret-0123',
    DEFAULT_PASSWORD: 'Welcome#2026',
    TIME_ZONE: 'America/Chicago',
    ...env,
  })
  const appended: Appended[] = []
  /** Where each append's events start in `appended`. */
  const appendStarts: number[] = []
  const note = (parts: { streamId: string; events: NewEvent[] }[]) => {
    appendStarts.push(appended.length)
    for (const { streamId, events } of parts) {
      for (const e of events) appended.push({ stream: streamId, type: e.event.type, data: e.event.data })
    }
  }
  const store: EventStore = {
    async append(streamId, expected, events) {
      const result = await postgres.append(streamId, expected, events)
      if (!result.alreadyStored) note([{ streamId, events }])
      return result
    },
    async appendMany(appends) {
      const results = await postgres.appendMany(appends)
      if (!results[0]?.alreadyStored) note(appends)
      return results
    },
    readStream: (stream, options) => postgres.readStream(stream, options),
    readStreams: (streamIds, options) => postgres.readStreams(streamIds, options),
    readAll: (after, limit) => postgres.readAll(after, limit),
    onAppended: (listener) => postgres.onAppended(listener),
    headPosition: () => postgres.headPosition(),
    findEvent: (id) => postgres.findEvent(id),
    close: () => postgres.close(),
  }
  const clock = { now: new Date('2026-11-24T15:00:00Z') }
  const sessions = new SessionKeys(settings.SESSION_SECRET!, settings.SESSION_TTL_HOURS)
  const deps = createCommandDeps({
    settings,
    knex: database.knex,
    store,
    sessions,
    clock: () => new Date(clock.now),
    customerOwners: ownersFromCustomerStreams(store, appended),
  })
  const server: Server = createServer(createCommandApp(deps).callback())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let requestStart = 0

  const spec: SliceSpec = {
    deps,
    databaseUrl: database.url,
    clock,
    async given(stream, ...events) {
      const { revision } = await load(store, stream, { initial: null, evolve: () => null })
      await store.append(
        stream,
        revision === -1 ? 'no_stream' : revision,
        events.map((e) => envelope(e, clock.now)),
      )
    },
    async givenAccounts(...users) {
      for (const user of users) await spec.given(streams.user(user.id), given.account(user.id, user.role))
    },
    async givenCustomer(registration, prices = {}) {
      await spec.given(streams.customer(registration.customerId), ...given.customer(registration, prices))
    },
    async request(as, method, path, body, extraHeaders = {}) {
      const headers: Record<string, string> = { ...extraHeaders, 'X-Requested-With': 'slice-spec' }
      if (body !== undefined) headers['Content-Type'] = 'application/json'
      if (as) {
        const { state } = await load(store, streams.user(as.id), userAggregate)
        const token = await sessions.sign({
          userId: as.id,
          role: as.role,
          sessionVersion: state.sessionVersion,
        })
        headers.Cookie = `${SESSION_COOKIE}=${token}`
      }
      requestStart = appended.length
      const response = await fetch(url + path, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      })
      const text = await response.text()
      return { status: response.status, body: text ? JSON.parse(text) : null }
    },
    newEvents: () => appended.slice(requestStart),
    newAppends: () => {
      const starts = appendStarts.filter((start) => start >= requestStart)
      return starts.map((start, i) => appended.slice(start, starts[i + 1] ?? appended.length))
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await postgres.close()
      await database.close()
    },
  }
  return spec
}

/**
 * A slice spec for the tests of one file: started before them, then `opened` (which may append
 * the file's Given events), and stopped after them. The spec is answered at once and filled in
 * when started, so a file names it at its top and its tests use it as it is.
 */
export function useSliceSpec(opened: () => Promise<void>, env?: Record<string, string>): SliceSpec {
  const spec = {} as SliceSpec
  beforeAll(async () => {
    Object.assign(spec, await startSliceSpec(env))
    await opened()
  })
  afterAll(() => spec.stop?.())
  return spec
}

/** The customers whose stream names `salesUserId` as owner, among those this database wrote. */
function ownersFromCustomerStreams(store: EventStore, appended: Appended[]): CustomerOwners {
  return {
    async candidates(salesUserId) {
      const ids = new Set(
        appended.flatMap((a) => {
          const id = /^customer-(\d+)$/.exec(a.stream)?.[1]
          return id ? [Number(id)] : []
        }),
      )
      const owned: number[] = []
      for (const id of [...ids].sort((a, b) => a - b)) {
        const { state } = await load(store, streams.customer(id), customerAggregate)
        if (state.status === 'active' && state.salesUserId === salesUserId) owned.push(id)
      }
      return owned
    },
  }
}

/** Who the slice specs sign in as (their accounts given with `givenAccounts`). */
export const people = {
  admin: { id: 900, role: 'admin' },
  rep: { id: 901, role: 'sales' },
  otherRep: { id: 902, role: 'sales' },
  auditor: { id: 903, role: 'auditor' },
  customer: { id: 950, role: 'customer' },
} as const

/**
 * The ordering specs' start: every account in `people`, Olive oil (OIL, 900 cents a pack) and
 * the rep's customer Blue Door (950, account BD-1) at its negotiated `prices`.
 */
export async function givenBlueDoor(spec: SliceSpec, prices: Record<string, number> = { OIL: 750 }) {
  const { rep, customer, otherRep, admin, auditor } = people
  await spec.givenAccounts(rep, customer, otherRep, admin, auditor)
  await spec.given('product-OIL', given.product('OIL', 900, 'Olive oil'))
  await spec.givenCustomer(
    { customerId: 950, businessName: 'Blue Door', accountNumber: 'BD-1', salesUserId: rep.id },
    prices,
  )
}

/** Tuesdays and Fridays, each closing the evening before at 22:00 (Chicago). */
export const tuesdaysAndFridays: DeliveryDay[] = [
  { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
  { weekday: 5, cutoffDaysBefore: 1, cutoffTime: '22:00' },
]

/** Given-event builders the slice specs share. */
export const given = {
  account: (userId: number, role: Role, email = `user${userId}@provender.test`): DomainEvent => ({
    type: 'UserRegistered',
    data: {
      userId,
      role,
      email,
      firstName: `First${userId}`,
      lastName: `Last${userId}`,
      phone: '3125550100',
      passwordHash: 'hash-not-checked-here',
      passwordChanged: true,
    },
  }),
  emailOf: (userId: number, email = `user${userId}@provender.test`): DomainEvent => ({
    type: 'EmailReserved',
    data: { email, userId },
  }),
  /** A product sold by the pack, six to a case, at `priceCents` a pack. */
  product: (productId: string, priceCents: number, name = `Product ${productId}`): DomainEvent => ({
    type: 'ProductCreated',
    data: {
      productId,
      name,
      description: '',
      categoryId: null,
      unitType: 'quantity',
      packsPerCase: 6,
      priceCents,
    },
  }),
  /** A customer registered, then priced at its negotiated price for each product named. */
  customer: (
    registration: EventData<'CustomerRegistered'>,
    prices: Record<string, number>,
  ): DomainEvent[] => [
    { type: 'CustomerRegistered', data: registration },
    ...Object.entries(prices).map(([productId, cents]) =>
      given.priced(registration.customerId, productId, null, cents),
    ),
  ],
  /** The company's delivery days (customerId null), or one customer's; days null: none of its own. */
  deliverySchedule: (customerId: number | null, days: DeliveryDay[] | null): DomainEvent => ({
    type: 'DeliveryScheduleSet',
    data: { scope: customerId === null ? 'company' : 'customer', customerId, days },
  }),
  /** A customer's negotiated price for a product set; old null: it was not on the customer's list. */
  priced: (
    customerId: number,
    productId: string,
    oldPriceCents: number | null,
    newPriceCents: number,
  ): DomainEvent => ({
    type: 'CustomerProductPriced',
    data: { customerId, productId, oldPriceCents, newPriceCents },
  }),
}

/** Then-event builders: an event as `newEvents()` lists it, in the stream it was appended to. */
export const newEvent = {
  priced: (...priced: Parameters<typeof given.priced>): Appended => ({
    stream: streams.customer(priced[0]),
    ...given.priced(...priced),
  }),
}

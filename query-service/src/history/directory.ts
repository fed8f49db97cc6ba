import type { RecordedEvent } from '@provender/events'
import { type Role, streams } from '@provender/events'
import type { Actor } from './customerFold.ts'
import type { HistoryLog } from './historyLog.ts'

/**
 * Names for the history: people (actors, reps) and products, folded from their own streams
 * so that a deleted rep or a deleted product still has the name it had.
 */

export interface Person {
  id: number
  firstName: string
  lastName: string
  role: Role
  deleted: boolean
}

export interface ProductInfo {
  id: string
  name: string
  unitType: 'quantity' | 'weight'
  packsPerCase: number | null
  priceCents: number
  deleted: boolean
}

export function foldPeople(events: RecordedEvent[]): Map<number, Person> {
  const people = new Map<number, Person>()
  for (const { event } of events) {
    if (event.type === 'UserRegistered') {
      const { userId, firstName, lastName, role } = event.data
      people.set(userId, { id: userId, firstName, lastName, role, deleted: false })
    } else if (event.type === 'UserProfileUpdated') {
      const person = people.get(event.data.userId)
      if (person)
        Object.assign(person, { firstName: event.data.after.firstName, lastName: event.data.after.lastName })
    } else if (event.type === 'UserDeleted') {
      const person = people.get(event.data.userId)
      if (person) person.deleted = true
    }
  }
  return people
}

/** Products as their streams stand after `events` (pass only the events up to an instant for "as of"). */
export function foldProducts(events: RecordedEvent[]): Map<string, ProductInfo> {
  const products = new Map<string, ProductInfo>()
  for (const { event } of events) {
    if (event.type === 'ProductCreated') {
      const { productId, name, unitType, packsPerCase, priceCents } = event.data
      products.set(productId, { id: productId, name, unitType, packsPerCase, priceCents, deleted: false })
    } else if (event.type === 'ProductUpdated') {
      const { name, unitType, packsPerCase, priceCents } = event.data.after
      const product = products.get(event.data.productId)
      if (product) Object.assign(product, { name, unitType, packsPerCase, priceCents })
    } else if (event.type === 'ProductDeleted') {
      const product = products.get(event.data.productId)
      if (product) product.deleted = true
    }
  }
  return products
}

export function fullName(person: Pick<Person, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim()
}

/** Who did it, as the history shows it: a name and a role (the system for the demo and automatic work). */
export function actorView(actor: Actor, people: Map<number, Person>) {
  if (actor.id === null) return { id: null, name: 'System', role: actor.role }
  const person = people.get(actor.id)
  return { id: actor.id, name: person ? fullName(person) : `User #${actor.id}`, role: actor.role }
}

export function repView(id: number | null, people: Map<number, Person>) {
  if (id === null) return null
  const person = people.get(id)
  return {
    id,
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? `#${id}`,
    name: person ? fullName(person) : `User #${id}`,
    deleted: person?.deleted ?? false,
  }
}

/** Reads the streams of every person and product these events mention. */
export async function directoryFor(log: HistoryLog, events: RecordedEvent[], extraPeople: number[] = []) {
  const peopleIds = new Set<number>(extraPeople)
  const productIds = new Set<string>()
  for (const { event, metadata } of events) {
    if (metadata.actorId !== null) peopleIds.add(metadata.actorId)
    const data = event.data as Record<string, unknown>
    for (const key of ['salesUserId', 'fromSalesUserId', 'toSalesUserId', 'resetBy', 'fulfilledBy']) {
      if (typeof data[key] === 'number') peopleIds.add(data[key])
    }
    if (typeof data.productId === 'string') productIds.add(data.productId)
  }
  const read = await log.readStreams([
    ...[...peopleIds].map(streams.user),
    ...[...productIds].map(streams.product),
  ])
  return { people: foldPeople(read), products: foldProducts(read), productEvents: read }
}

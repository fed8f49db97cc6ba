import {
  accountNumberSchema,
  businessNameSchema,
  cellPrefix,
  DomainError,
  emailSchema,
  firstNameSchema,
  type ImportFieldChange,
  type ImportRow,
  lastNameSchema,
  normalizeAccountNumber,
  normalizeEmail,
  phoneSchema,
  streams,
} from '@provender/events'
import type { z } from 'zod'
import { accountNumberAggregate, accountNumberClaims } from '../customers/accountNumber.ts'
import { customerAggregate } from '../customers/customer.ts'
import { decideCustomerLogin } from '../customers/customerLogin.ts'
import { checkOwnerChoice, decideCustomer } from '../customers/decide.ts'
import { reserveClaim } from '../shared/withClaim.ts'
import { emailAggregate } from '../users/emailClaims.ts'
import { registerIn } from '../users/registerUser.ts'
import { updateProfileIn } from '../users/updateProfile.ts'
import { type UserState, userAggregate } from '../users/user.ts'
import { type PlanContext, planEachRecord, type RowPlanner } from './plan.ts'
import { type ImportRecord, RowError } from './records.ts'
import { pacer } from './turns.ts'

/** A field read with the customer form's own rule and message. */
function read<T>(record: ImportRecord, field: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(record.values[field] ?? '')
  if (!parsed.success) throw new RowError(field, parsed.error.issues[0]!.message)
  return parsed.data
}

/**
 * Customers with their owner: a new account number opens a customer as the customer form does
 * (its login, its number and the customer in one change: openCustomer's steps); a known one is
 * edited as the form's save does (details, owner, and the contact fields on its login). The
 * owner is named by a sales rep's email.
 */
export async function planCustomers(context: PlanContext): Promise<ImportRow[]> {
  const { sheet, change, reads } = context
  const { records } = sheet
  const values = (field: string) => records.flatMap((r) => (r.values[field] ? [r.values[field]] : []))
  const emails = [...values('email'), ...values('ownerEmail')].map(normalizeEmail)
  await reads.preload([...values('accountNumber').map(streams.accountNumber), ...emails.map(streams.email)])
  const holders: string[] = []
  // Paced: awaits on preloaded streams never give the event loop a turn by themselves.
  const turn = pacer()
  for (const account of new Set(values('accountNumber'))) {
    await turn()
    const claim = await change.state(streams.accountNumber(account), accountNumberAggregate)
    if (claim.ownerId !== null) holders.push(streams.customer(claim.ownerId), streams.user(claim.ownerId))
  }
  for (const email of new Set(emails)) {
    await turn()
    const claim = await change.state(streams.email(email), emailAggregate)
    if (claim.ownerId !== null) holders.push(streams.user(claim.ownerId))
  }
  await reads.preload(holders)
  // The owners customers have now, to show "owner: old -> new".
  const owners: string[] = []
  for (const stream of holders.filter((h) => h.startsWith('customer-'))) {
    await turn()
    owners.push(streams.user((await change.state(stream, customerAggregate)).salesUserId))
  }
  await reads.preload(owners)

  return planEachRecord(context, 'accountNumber', (record) => record.values.accountNumber ?? '', planCustomer)
}

const planCustomer: RowPlanner = async (context, record, firstRowOf) => {
  const { change, actor } = context
  const accountNumber = read(record, 'accountNumber', accountNumberSchema)
  const first = firstRowOf.get(normalizeAccountNumber(accountNumber))
  if (first !== undefined) {
    throw new RowError('accountNumber', `Account number ${accountNumber} is listed on row ${first} already.`)
  }
  firstRowOf.set(normalizeAccountNumber(accountNumber), record.row)
  const businessName = read(record, 'businessName', businessNameSchema)
  const ownerEmail = read(record, 'ownerEmail', emailSchema)
  const owner = await userByEmail(context, ownerEmail)
  if (!owner) throw new RowError('ownerEmail', `No sales rep has the email ${cellPrefix(ownerEmail)}.`)
  try {
    checkOwnerChoice(owner, actor.id, true)
  } catch {
    throw new RowError('ownerEmail', `${cellPrefix(ownerEmail)} is not a sales rep.`)
  }
  const claim = await change.state(streams.accountNumber(accountNumber), accountNumberAggregate)
  const customerId = claim.ownerId
  const customer =
    customerId === null ? null : await change.state(streams.customer(customerId), customerAggregate)
  const existing = customer?.status === 'active' ? customer : null
  const login = existing ? await change.state(streams.user(existing.id), userAggregate) : null
  const phoneCell = record.values.phone ?? ''
  const profile = {
    firstName: read(record, 'firstName', firstNameSchema),
    lastName: read(record, 'lastName', lastNameSchema),
    email: read(record, 'email', emailSchema),
    // An existing customer keeps its phone when the file has none for it.
    phone: login && phoneCell === '' ? login.phone : read(record, 'phone', phoneSchema),
  }

  change.row = record.row
  if (!existing || !login) {
    const userId = await context.newId('user')
    await onEmail(
      registerIn(change, {
        userId,
        role: 'customer',
        ...profile,
        passwordHash: await context.newLoginHash(),
        passwordChanged: false,
      }),
    )
    await reserveClaim(change, accountNumberClaims, { accountNumber, customerId: userId })
    await change.decide(streams.customer(userId), customerAggregate, (s) =>
      decideCustomer(
        {
          type: 'OpenCustomer',
          customerId: userId,
          businessName,
          accountNumber,
          salesUserId: owner.id,
          lines: [],
        },
        s,
      ),
    )
    const shown = { accountNumber, businessName, ownerEmail, ...profile }
    const changes = Object.entries(shown).map(([field, to]) => ({ field, from: '', to }))
    return { row: record.row, key: accountNumber, status: 'new', changes }
  }
  // The contact first: a taken email refuses the row before anything of it is decided.
  const profileUpdated = await onEmail(
    updateProfileIn(change, existing.id, profile, (p, s) =>
      decideCustomerLogin({ type: 'UpdateProfile', profile: p }, s),
    ),
  )
  const edited = await change.decide(streams.customer(existing.id), customerAggregate, (s, revision) =>
    decideCustomer(
      {
        type: 'EditCustomer',
        details: { businessName, accountNumber: existing.accountNumber },
        ...(owner.id !== existing.salesUserId ? { salesUserId: owner.id } : {}),
      },
      s,
      revision,
    ),
  )
  const oldOwner = await change.state(streams.user(existing.salesUserId), userAggregate)
  const before = { businessName: existing.businessName, ownerEmail: oldOwner.email, ...pick(login) }
  const after = { businessName: edited.state.businessName, ownerEmail: owner.email, ...pick(profileUpdated) }
  const changes: ImportFieldChange[] = Object.entries(after).flatMap(([field, to]) => {
    const from = before[field as keyof typeof before]
    return from === to ? [] : [{ field, from, to }]
  })
  return {
    row: record.row,
    key: accountNumber,
    status: changes.length > 0 ? 'changed' : 'unchanged',
    changes,
  }
}

/** A taken email is the Contact email column's refusal. */
async function onEmail<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (error instanceof DomainError && error.code === 'EMAIL_TAKEN')
      throw new RowError('email', error.message)
    throw error
  }
}

const pick = (u: UserState) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  phone: u.phone,
})

async function userByEmail(context: PlanContext, email: string): Promise<UserState | null> {
  const claim = await context.change.state(streams.email(email), emailAggregate)
  if (claim.ownerId === null) return null
  const user = await context.change.state(streams.user(claim.ownerId), userAggregate)
  return user.status === 'active' ? user : null
}

import Router from '@koa/router'
import {
  comparePositions,
  hasAtMostTwoDecimals,
  type LogPosition,
  normalizeAccountNumber,
  profileSchema,
  streams,
  toCents,
} from '@provender/events'
import { conflict, entityId, invalid, MAX_ENTITY_ID, notFound } from '@provender/events/server'
import type { Context } from 'koa'
import { z } from 'zod'
import { productAggregate } from '../catalogue/product.ts'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { type CommandContext, type Executed, execute, type Loaded, load } from '../shared/commandHandler.ts'
import { decideReleaseEmail } from '../users/decide.ts'
import { hashPassword } from '../users/passwords.ts'
import { registerUser } from '../users/registerUser.ts'
import { updateUserProfile } from '../users/updateProfile.ts'
import { emailAggregate, type UserState, userAggregate } from '../users/user.ts'
import { accountNumberAggregate, type CustomerState, customerAggregate } from './customer.ts'
import {
  checkOwnerChoice,
  decideAddFavorite,
  decideDeleteCustomer,
  decideDeleteCustomerLogin,
  decideEditCustomer,
  decideOpenCustomer,
  decideReleaseAccountNumber,
  decideRemoveFavorite,
  decideReserveAccountNumber,
  decideResetCustomerPassword,
  decideTransferCustomer,
  decideUpdateCustomerContact,
  type EditCustomer,
  type ProductLine,
  SELECT_SALES_REP,
} from './decide.ts'
import { customerView } from './view.ts'

const customerIdParam = z.object({ id: entityId('Customer id must be a whole number above 0.') })
const favoriteParams = z.object({
  customerId: entityId('Customer id must be a whole number above 0.'),
  productId: z
    .string()
    .trim()
    .min(1, 'Product id is required.')
    .max(64, 'Product id is at most 64 characters.'),
})

/** A person id in a body: a number, or its digits as text (form values often are). */
const personId = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).positive(message).max(MAX_ENTITY_ID, message))

/** "No choice" in a form arrives as null or an empty string. */
const blankAsMissing = (v: unknown) => (v === null || v === '' ? undefined : v)

const price = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, 'Price must be a number.')
        .transform(Number),
    ],
    {
      error: 'Price must be a number.',
    },
  )
  .refine(Number.isFinite, 'Price must be a number.')
  .refine((v) => v >= 0, 'Price must be 0 or more.')
  .refine((v) => v <= 1_000_000, 'Price must be at most 1,000,000.')
  .refine(hasAtMostTwoDecimals, 'Price can have at most two decimals (step 0.01).')

const productLine = z.object({
  productId: z
    .string({ error: 'Choose a product for every line.' })
    .trim()
    .min(1, 'Choose a product for every line.')
    .max(64, 'A product id is at most 64 characters.'),
  price,
})

const businessName = z
  .string({ error: 'Please enter the business name.' })
  .trim()
  .min(1, 'Please enter the business name.')
  .max(200, 'The business name is at most 200 characters.')
const accountNumber = z
  .string({ error: 'Please enter the account number.' })
  .trim()
  .min(1, 'Please enter the account number.')
  .max(50, 'The account number is at most 50 characters.')
const products = z
  .array(productLine, { error: 'products must be a list of { productId, price }.' })
  .max(1000, 'A customer can have at most 1000 products.')
const salesUserId = z.preprocess(blankAsMissing, personId(SELECT_SALES_REP).optional())

const createBody = profileSchema.extend({
  businessName,
  accountNumber,
  products: products.optional(),
  salesUserId,
})

const NOTHING_TO_SAVE = "Send the customer's fields to save."

/** The same fields; one left out keeps its value, so two edits of different fields both stand. */
const updateBody = profileSchema
  .partial()
  .extend({
    businessName: businessName.optional(),
    accountNumber: accountNumber.optional(),
    products: products.optional(),
    salesUserId,
    version: z.preprocess(
      blankAsMissing,
      z
        .number({ error: 'version must be a whole number.' })
        .int('version must be a whole number.')
        .min(0, 'version must be a whole number.')
        .optional(),
    ),
  })
  // An empty save is a client mistake (a lost form), not a request to change nothing.
  .refine((b) => Object.entries(b).some(([k, v]) => k !== 'version' && v !== undefined), NOTHING_TO_SAVE)

const transferBody = z.object({
  newSalesUserId: z.preprocess(blankAsMissing, personId('Please select a sales rep.')),
})

const NO_DEFAULT_PASSWORD =
  'No default password is configured (DEFAULT_PASSWORD), so new and reset accounts cannot be given one.'

/**
 * A setting the operator must give, not a client mistake: 503 with a plain error
 * (DomainError has no "unavailable" kind), and nothing is changed.
 */
function unavailable(ctx: Context): void {
  ctx.status = 503
  ctx.body = { error: NO_DEFAULT_PASSWORD, code: 'DEFAULT_PASSWORD_UNSET' }
}

function latest(...positions: (LogPosition | null)[]): LogPosition | null {
  return positions.reduce<LogPosition | null>(
    (best, p) => (p && (!best || comparePositions(p, best) > 0) ? p : best),
    null,
  )
}

const toLines = (lines: { productId: string; price: number }[]): ProductLine[] =>
  lines.map((l) => ({ productId: l.productId, priceCents: toCents(l.price) }))

/** A customer the user manages: admins all, a sales rep its own; any other answers 404. */
async function managedCustomer(
  deps: CommandDeps,
  user: UserState,
  id: number,
): Promise<Loaded<CustomerState>> {
  const loaded = await load(deps.store, streams.customer(id), customerAggregate)
  const { state } = loaded
  if (state.status !== 'active' || (user.role === 'sales' && state.salesUserId !== user.id)) {
    throw notFound('Customer not found.')
  }
  return loaded
}

/** Every product a line adds or reprices must be in the catalogue. */
async function checkProductsExist(deps: CommandDeps, lines: ProductLine[]): Promise<void> {
  const states = await Promise.all(
    lines.map(async (l) => (await load(deps.store, streams.product(l.productId), productAggregate)).state),
  )
  const missing = lines.filter((_, i) => states[i]?.status !== 'active').map((l) => l.productId)
  if (missing.length) {
    const issues = missing.map((id) => `Product ${id} does not exist.`)
    throw invalid(issues[0]!, issues, 'PRODUCT_NOT_FOUND')
  }
}

async function checkOwner(deps: CommandDeps, actor: UserState, ownerId: number, allowSelf: boolean) {
  const candidate = await load(deps.store, streams.user(ownerId), userAggregate)
  checkOwnerChoice(candidate.state, actor.id, allowSelf)
  return candidate.state
}

/** Cheap refusals before any write, so a taken value does not leave a half-made change. */
async function checkEmailFree(deps: CommandDeps, email: string, userId: number | null): Promise<void> {
  const { state } = await load(deps.store, streams.email(email), emailAggregate)
  if (state.ownerId !== null && state.ownerId !== userId) {
    throw conflict('That email is already in use.', 'EMAIL_TAKEN')
  }
}

async function checkAccountNumberFree(deps: CommandDeps, number: string, customerId: number | null) {
  const { state } = await load(deps.store, streams.accountNumber(number), accountNumberAggregate)
  if (state.ownerId !== null && state.ownerId !== customerId) {
    throw conflict('That account number is already in use.', 'ACCOUNT_NUMBER_TAKEN')
  }
}

function reserveAccountNumber(deps: CommandDeps, ctx: CommandContext, number: string, customerId: number) {
  return execute(deps.store, ctx, streams.accountNumber(number), accountNumberAggregate, (s) =>
    decideReserveAccountNumber({ accountNumber: number, customerId }, s),
  )
}

function releaseAccountNumber(deps: CommandDeps, ctx: CommandContext, number: string, customerId: number) {
  return execute(deps.store, ctx, streams.accountNumber(number), accountNumberAggregate, (s) =>
    decideReleaseAccountNumber({ accountNumber: number, customerId }, s),
  )
}

/** Takes back a login made for a customer that could not be opened after all. */
async function undoLogin(deps: CommandDeps, ctx: CommandContext, userId: number, email: string) {
  await execute(deps.store, ctx, streams.user(userId), userAggregate, decideDeleteCustomerLogin)
  await execute(deps.store, ctx, streams.email(email), emailAggregate, (s) =>
    decideReleaseEmail({ email, userId }, s),
  )
}

export function customerRoutes(deps: CommandDeps): Router {
  const router = new Router()
  const staff = [authenticate(deps), requireRole('admin', 'sales')] as const

  router.post('/api/customers', ...staff, async (ctx) => {
    const body = createBody.parse(ctx.request.body)
    const actor = currentUser(ctx)
    // A sales rep always owns what it creates; an owner it sends is never applied.
    const ownerId = actor.role === 'sales' ? actor.id : body.salesUserId
    if (ownerId === undefined) throw invalid(SELECT_SALES_REP, [`salesUserId: ${SELECT_SALES_REP}`])
    if (actor.role === 'admin') await checkOwner(deps, actor, ownerId, true)
    const lines = toLines(body.products ?? [])
    const registration = {
      businessName: body.businessName,
      accountNumber: body.accountNumber,
      salesUserId: ownerId,
      lines,
    }
    // Dry run on a placeholder id: a line listed twice is refused before anything is written.
    decideOpenCustomer({ customerId: 1, ...registration }, customerAggregate.initial)
    await checkProductsExist(deps, lines)
    await checkEmailFree(deps, body.email, null)
    await checkAccountNumberFree(deps, body.accountNumber, null)
    const defaultPassword = deps.settings.DEFAULT_PASSWORD
    if (!defaultPassword) return unavailable(ctx)

    const context = commandContext(ctx, deps)
    const login = await registerUser(deps, context, {
      role: 'customer',
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      passwordHash: await hashPassword(defaultPassword),
      passwordChanged: false,
    })
    const customerId = login.userId
    try {
      await reserveAccountNumber(deps, context, body.accountNumber, customerId)
    } catch (error) {
      await undoLogin(deps, context, customerId, body.email)
      throw error
    }
    let opened: Executed<CustomerState>
    try {
      opened = await execute(deps.store, context, streams.customer(customerId), customerAggregate, (s) =>
        decideOpenCustomer({ customerId, ...registration }, s),
      )
    } catch (error) {
      await releaseAccountNumber(deps, context, body.accountNumber, customerId)
      await undoLogin(deps, context, customerId, body.email)
      throw error
    }
    answer(
      ctx,
      201,
      { customer: await customerView(deps, customerId) },
      latest(login.position, opened.position),
    )
  })

  router.put('/api/customers/:id', ...staff, async (ctx) => {
    const { id } = customerIdParam.parse(ctx.params)
    const actor = currentUser(ctx)
    // Another rep's customer answers 404 before its body is even read, like a missing one.
    const current = await managedCustomer(deps, actor, id)
    const body = updateBody.parse(ctx.request.body)
    const customer = current.state
    const login = (await load(deps.store, streams.user(id), userAggregate)).state
    if (login.status !== 'active') throw notFound('Customer not found.')

    // Only an admin chooses the owner; a sales rep's choice is ignored, never applied.
    const newOwner = actor.role === 'admin' ? body.salesUserId : undefined
    if (newOwner !== undefined && newOwner !== customer.salesUserId)
      await checkOwner(deps, actor, newOwner, true)
    const details =
      body.businessName !== undefined || body.accountNumber !== undefined
        ? {
            businessName: body.businessName ?? customer.businessName,
            accountNumber: body.accountNumber ?? customer.accountNumber,
          }
        : undefined
    const lines = body.products ? toLines(body.products) : undefined
    const edit: EditCustomer = {
      ...(body.version !== undefined ? { version: body.version } : {}),
      ...(details ? { details } : {}),
      ...(lines ? { lines } : {}),
      ...(newOwner !== undefined ? { salesUserId: newOwner } : {}),
    }
    // Refusals first (stale version, a line twice, a bad price), while nothing is written.
    decideEditCustomer(edit, customer, current.revision)
    if (lines) {
      await checkProductsExist(
        deps,
        lines.filter(
          (l) =>
            !Object.hasOwn(customer.prices, l.productId) || customer.prices[l.productId] !== l.priceCents,
        ),
      )
    }
    const contactSent = [body.firstName, body.lastName, body.email, body.phone].some((v) => v !== undefined)
    const profile = contactSent
      ? {
          firstName: body.firstName ?? login.firstName,
          lastName: body.lastName ?? login.lastName,
          email: body.email ?? login.email,
          phone: body.phone ?? login.phone,
        }
      : undefined
    if (profile) await checkEmailFree(deps, profile.email, id)

    const context = commandContext(ctx, deps)
    const newNumber =
      details &&
      normalizeAccountNumber(details.accountNumber) !== normalizeAccountNumber(customer.accountNumber)
        ? details.accountNumber
        : null
    if (newNumber) await reserveAccountNumber(deps, context, newNumber, id)
    let edited: Executed<CustomerState>
    try {
      edited = await execute(deps.store, context, streams.customer(id), customerAggregate, (s, revision) =>
        decideEditCustomer(edit, s, revision),
      )
    } catch (error) {
      if (newNumber) await releaseAccountNumber(deps, context, newNumber, id)
      throw error
    }
    let released: LogPosition | null = null
    if (newNumber) {
      // Release the number the edit actually replaced (a concurrent edit may have changed it).
      const updated = edited.events.find((e) => e.type === 'CustomerDetailsUpdated')
      const old = updated?.type === 'CustomerDetailsUpdated' ? updated.data.before.accountNumber : null
      if (old && normalizeAccountNumber(old) !== normalizeAccountNumber(newNumber)) {
        released = (await releaseAccountNumber(deps, context, old, id)).position
      }
    }
    const contact = profile
      ? (await updateUserProfile(deps, context, id, profile, decideUpdateCustomerContact)).position
      : null
    answer(ctx, 200, { customer: await customerView(deps, id) }, latest(edited.position, released, contact))
  })

  router.delete('/api/customers/:id', ...staff, async (ctx) => {
    const { id } = customerIdParam.parse(ctx.params)
    await managedCustomer(deps, currentUser(ctx), id)
    const context = commandContext(ctx, deps)
    const deleted = await execute(
      deps.store,
      context,
      streams.customer(id),
      customerAggregate,
      decideDeleteCustomer,
    )
    // The login goes too (its sessions end with ACCOUNT_DELETED); the email and the account
    // number become free for a new customer. The events stay in the log for the auditors.
    const login = await execute(
      deps.store,
      context,
      streams.user(id),
      userAggregate,
      decideDeleteCustomerLogin,
    )
    const email = login.state.email
    const freedEmail = email
      ? await execute(deps.store, context, streams.email(email), emailAggregate, (s) =>
          decideReleaseEmail({ email, userId: id }, s),
        )
      : null
    const freedNumber = await releaseAccountNumber(deps, context, deleted.state.accountNumber, id)
    answer(
      ctx,
      200,
      { message: 'Customer deleted.', customerId: id },
      latest(deleted.position, login.position, freedEmail?.position ?? null, freedNumber.position),
    )
  })

  router.put('/api/customers/:id/transfer', ...staff, async (ctx) => {
    const { id } = customerIdParam.parse(ctx.params)
    const actor = currentUser(ctx)
    await managedCustomer(deps, actor, id)
    const { newSalesUserId } = transferBody.parse(ctx.request.body ?? {})
    const rep = await checkOwner(deps, actor, newSalesUserId, false)
    const result = await execute(
      deps.store,
      commandContext(ctx, deps),
      streams.customer(id),
      customerAggregate,
      (s) => decideTransferCustomer({ toSalesUserId: newSalesUserId, reason: 'transfer' }, s),
    )
    answer(
      ctx,
      200,
      {
        message: `Transferred ${result.state.businessName} to ${rep.firstName} ${rep.lastName}.`,
        customerId: id,
        salesUserId: newSalesUserId,
      },
      result.position,
    )
  })

  router.put('/api/account/:id/reset-password', ...staff, async (ctx) => {
    const { id } = customerIdParam.parse(ctx.params)
    const actor = currentUser(ctx)
    const { state: customer } = await managedCustomer(deps, actor, id)
    const defaultPassword = deps.settings.DEFAULT_PASSWORD
    if (!defaultPassword) return unavailable(ctx)
    const passwordHash = await hashPassword(defaultPassword)
    // The reset raises the session version: the customer's open sessions end with AUTH_EXPIRED.
    const result = await execute(
      deps.store,
      commandContext(ctx, deps),
      streams.user(id),
      userAggregate,
      (s) => decideResetCustomerPassword({ passwordHash, resetBy: actor.id }, s),
    )
    answer(
      ctx,
      200,
      { message: `Password for ${customer.businessName} reset.`, customerId: id },
      result.position,
    )
  })

  for (const [method, favorite] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    router[method](
      '/api/customers/:customerId/favorites/:productId',
      authenticate(deps),
      requireRole('customer'),
      async (ctx) => {
        const { customerId, productId } = favoriteParams.parse(ctx.params)
        // A customer reaches only its own favourites; another's answer like a missing one.
        if (customerId !== currentUser(ctx).id) throw notFound('Customer not found.')
        const product = await load(deps.store, streams.product(productId), productAggregate)
        const command = { productId, productExists: product.state.status === 'active' }
        const result = await execute(
          deps.store,
          commandContext(ctx, deps),
          streams.customer(customerId),
          customerAggregate,
          (s) => (favorite ? decideAddFavorite(command, s) : decideRemoveFavorite(command, s)),
        )
        answer(ctx, 200, { productId, favorite }, result.position)
      },
    )
  }

  return router
}

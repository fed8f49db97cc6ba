import Router from '@koa/router'
import { type LogPosition, normalizeAccountNumber, streams } from '@provender/events'
import { invalid, notFound } from '@provender/events/server'
import { productAggregate } from '../catalogue/product.ts'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { type Executed, execute, load } from '../shared/commandHandler.ts'
import { decideReleaseEmail } from '../users/decide.ts'
import { requireDefaultPassword } from '../users/defaultPassword.ts'
import { hashPassword } from '../users/passwords.ts'
import { registerUser } from '../users/registerUser.ts'
import { updateUserProfile } from '../users/updateProfile.ts'
import { emailAggregate, userAggregate } from '../users/user.ts'
import {
  checkAccountNumberFree,
  checkEmailFree,
  checkOwner,
  checkProductsExist,
  latest,
  managedCustomer,
  releaseAccountNumber,
  reserveAccountNumber,
  toLines,
  undoLogin,
} from './checks.ts'
import { type CustomerState, customerAggregate } from './customer.ts'
import {
  decideAddFavorite,
  decideDeleteCustomer,
  decideDeleteCustomerLogin,
  decideEditCustomer,
  decideOpenCustomer,
  decideRemoveFavorite,
  decideResetCustomerPassword,
  decideTransferCustomer,
  decideUpdateCustomerContact,
  type EditCustomer,
  SELECT_SALES_REP,
} from './decide.ts'
import { createBody, customerIdParam, favoriteParams, transferBody, updateBody } from './requests.ts'
import { customerView } from './view.ts'

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
    const defaultPassword = requireDefaultPassword(deps)

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
    const defaultPassword = requireDefaultPassword(deps)
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

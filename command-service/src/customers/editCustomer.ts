import { type LogPosition, normalizeAccountNumber, notFound, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, type Loaded, load } from '../shared/commandHandler.ts'
import { executeTogether } from '../shared/executeTogether.ts'
import { releaseClaim, reserveClaim } from '../shared/withClaim.ts'
import { updateProfileIn } from '../users/updateProfile.ts'
import { userAggregate } from '../users/user.ts'
import { accountNumberClaims } from './accountNumber.ts'
import { type Actor, checkEmailFree, checkOwner, missingProducts, toLines } from './checks.ts'
import { type CustomerState, customerAggregate } from './customer.ts'
import { decideCustomerLogin } from './customerLogin.ts'
import { type CustomerCommand, decideCustomer, productsToPrice } from './decide.ts'
import type { UpdateCustomerBody } from './requests.ts'

/**
 * The customer form's save, one append or nothing: the customer's own fields (details, product
 * lines, owner), refused whole when the editor's version is stale; a new account number claimed
 * and the replaced one given back; the contact fields, which live on the customer's login (a new
 * email claimed, the old one given back). The customer is decided once, in the append, so a
 * taken email or account number is refused before the customer's own refusals (a stale version,
 * a line twice, a bad price, a product gone from the catalogue).
 */
export async function editCustomer(
  deps: Pick<CommandDeps, 'store'>,
  ctx: CommandContext,
  actor: Actor,
  /** The customer as the route found it, managed by the actor (see managedCustomer). */
  current: Loaded<CustomerState>,
  body: UpdateCustomerBody,
): Promise<LogPosition | null> {
  const customer = current.state
  const customerId = customer.id
  const login = (await load(deps.store, streams.user(customerId), userAggregate)).state
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
  // The catalogue is read for the products the lines would price, new or changed; the one
  // decision, made in the append, refuses a line that prices a product gone from it.
  const missing = lines ? await missingProducts(deps, productsToPrice(lines, customer)) : []
  const edit: CustomerCommand = {
    type: 'EditCustomer',
    ...(body.version !== undefined ? { version: body.version } : {}),
    ...(details ? { details } : {}),
    ...(lines ? { lines, missingProducts: missing } : {}),
    ...(newOwner !== undefined ? { salesUserId: newOwner } : {}),
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
  if (profile) await checkEmailFree(deps, profile.email, customerId)

  const newNumber =
    details &&
    normalizeAccountNumber(details.accountNumber) !== normalizeAccountNumber(customer.accountNumber)
      ? details.accountNumber
      : null
  const { position } = await executeTogether(deps.store, ctx, async (change) => {
    if (newNumber) await reserveClaim(change, accountNumberClaims, { accountNumber: newNumber, customerId })
    const edited = await change.decide(streams.customer(customerId), customerAggregate, (s, revision) =>
      decideCustomer(edit, s, revision),
    )
    // Release the number the edit actually replaced (a concurrent edit may have changed it).
    const updated = edited.events.find((e) => e.type === 'CustomerDetailsUpdated')
    const old = updated?.type === 'CustomerDetailsUpdated' ? updated.data.before.accountNumber : null
    if (newNumber && old && normalizeAccountNumber(old) !== normalizeAccountNumber(newNumber)) {
      await releaseClaim(change, accountNumberClaims, { accountNumber: old, customerId })
    }
    if (profile) {
      await updateProfileIn(change, customerId, profile, (p, s) =>
        decideCustomerLogin({ type: 'UpdateProfile', profile: p }, s),
      )
    }
  })
  return position
}

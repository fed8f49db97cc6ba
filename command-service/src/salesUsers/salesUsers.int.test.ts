import { describe, expect, it } from 'vitest'
import { given, people, useSliceSpec } from '../shared/sliceSpec.ts'

const { admin, rep: leaving, otherRep: takingOver } = people

/** A customer owned by `salesUserId`, with no negotiated prices. */
const customer = (customerId: number, salesUserId: number) =>
  given.customer(
    { customerId, businessName: `Customer ${customerId}`, accountNumber: `C-${customerId}`, salesUserId },
    {},
  )

const newRep = { firstName: 'Kim', lastName: 'Lee', phone: '3125550111' }

const spec = useSliceSpec(async () => {
  await spec.givenAccounts(admin, leaving, takingOver)
  for (const user of [admin, leaving, takingOver]) {
    await spec.given(`email-user${user.id}@provender.test`, given.emailOf(user.id))
  }
  await spec.given('customer-950', ...customer(950, leaving.id))
  await spec.given('customer-951', ...customer(951, leaving.id))
  await spec.given('customer-952', ...customer(952, takingOver.id))
})

describe('salesUsers slice: given streams, a request, the new events', () => {
  it('refuses the rep itself as the one taking over, before any customer moves', async () => {
    const answer = await spec.request(
      admin,
      'DELETE',
      `/api/users/${leaving.id}?reassignSalesUserId=${leaving.id}`,
    )
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_REASSIGN_TARGET' } })
    expect(spec.newEvents()).toEqual([])
  })

  it('hands each customer over as its own transfer, then deletes the rep and frees its email', async () => {
    const answer = await spec.request(
      admin,
      'DELETE',
      `/api/users/${leaving.id}?reassignSalesUserId=${takingOver.id}`,
    )
    expect(answer).toMatchObject({ status: 200, body: { reassigned: 2 } })
    // The deletion and its address given back are one append.
    expect(
      spec
        .newAppends()
        .at(-1)!
        .map((e) => e.type),
    ).toEqual(['UserDeleted', 'EmailReleased'])
    expect(spec.newEvents()).toEqual([
      {
        stream: 'customer-950',
        type: 'CustomerTransferred',
        data: { customerId: 950, fromSalesUserId: 901, toSalesUserId: 902, reason: 'owner-deleted' },
      },
      {
        stream: 'customer-951',
        type: 'CustomerTransferred',
        data: { customerId: 951, fromSalesUserId: 901, toSalesUserId: 902, reason: 'owner-deleted' },
      },
      { stream: 'user-901', type: 'UserDeleted', data: { userId: 901, role: 'sales', reassignedTo: 902 } },
      {
        stream: 'email-user901@provender.test',
        type: 'EmailReleased',
        data: { email: 'user901@provender.test', userId: 901 },
      },
    ])
  })

  it("claims the new rep's email and registers the rep in one append", async () => {
    const answer = await spec.request<{ user: { id: number } }>(admin, 'POST', '/api/users', {
      role: 'sales',
      ...newRep,
      email: 'kim@provender.test',
    })
    expect(answer.status).toBe(201)
    const id = answer.body.user.id
    expect(spec.newAppends().map((events) => events.map((e) => [e.stream, e.type]))).toEqual([
      [
        ['email-kim@provender.test', 'EmailReserved'],
        [`user-${id}`, 'UserRegistered'],
      ],
    ])
  })

  it('takes an address held by an account that never came to exist (a claim cut off by a crash)', async () => {
    // From before claims and acts went together: the claim stored, the account never.
    await spec.given('email-orphaned@provender.test', given.emailOf(960, 'orphaned@provender.test'))
    const answer = await spec.request<{ user: { id: number } }>(admin, 'POST', '/api/users', {
      role: 'sales',
      ...newRep,
      email: 'orphaned@provender.test',
    })
    expect(answer.status).toBe(201)
    expect(spec.newAppends().map((events) => events.map((e) => [e.stream, e.type]))).toEqual([
      [
        ['email-orphaned@provender.test', 'EmailReserved'],
        [`user-${answer.body.user.id}`, 'UserRegistered'],
      ],
    ])
  })

  it("refuses an address an existing account holds, with the spec's text, and appends nothing", async () => {
    const answer = await spec.request(admin, 'POST', '/api/users', {
      role: 'sales',
      ...newRep,
      email: 'user902@provender.test',
    })
    expect(answer).toMatchObject({
      status: 409,
      body: { error: 'That email is already in use.', code: 'EMAIL_TAKEN' },
    })
    expect(spec.newEvents()).toEqual([])
  })

  it('is for admins only', async () => {
    const answer = await spec.request(takingOver, 'DELETE', `/api/users/${admin.id}?reassignSalesUserId=902`)
    expect(answer.status).toBe(403)
    expect(spec.newEvents()).toEqual([])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { given, type SliceSpec, startSliceSpec } from '../shared/sliceSpec.ts'

// Issue 22: every typed text is bounded and free of control characters at the edge, with a
// message a person can act on, and a refused request appends nothing.

type Actor = { id: number; role: 'admin' | 'sales' | 'customer' }

const admin = { id: 900, role: 'admin' } as const
const rep = { id: 901, role: 'sales' } as const
const customer = { id: 950, role: 'customer' } as const

const newCustomer = {
  businessName: 'Blue Door Bistro',
  accountNumber: 'BD-100',
  firstName: 'Maya',
  lastName: 'Chen',
  email: 'maya@bluedoor.test',
  phone: '3125550200',
  salesUserId: rep.id,
}
const newProduct = { id: 'OIL-1', name: 'Olive oil', unitType: 'weight', price: 9 }
const profile = { firstName: 'Dana', lastName: 'Reyes', email: 'user950@provender.test', phone: '3125550100' }
const newStaff = { firstName: 'Ada', lastName: 'Lee', email: 'ada@provender.test', phone: '3125550111' }

let spec: SliceSpec

beforeAll(async () => {
  spec = await startSliceSpec()
  for (const user of [admin, rep, customer]) {
    await spec.given(`user-${user.id}`, given.account(user.id, user.role))
    await spec.given(`email-user${user.id}@provender.test`, given.emailOf(user.id))
  }
  await spec.given('customer-950', {
    type: 'CustomerRegistered',
    data: { customerId: 950, businessName: 'Corner Deli', accountNumber: 'CD-1', salesUserId: rep.id },
  })
})
afterAll(() => spec?.stop())

/** A body that must be refused, and the message the person reads (the case's name). */
type Refusal = [message: string, body: unknown]

/** Each case is answered 400 with its message, and the request appends nothing. */
function refuses(as: Actor, method: string, path: string, cases: Refusal[]) {
  it.each(cases)(`${method} ${path} (case %#): %s`, async (message, body) => {
    const answer = await spec.request<{ error: string; issues?: string[] }>(as, method, path, body)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe(message)
    expect(spec.newEvents()).toEqual([])
  })
}

const NOT_ON_ONE_LINE = 'cannot contain line breaks or control characters.'

describe('a customer', () => {
  refuses(admin, 'POST', '/api/customers', [
    // 124 characters, over its limit.
    ['Business name must be at most 80 characters.', { ...newCustomer, businessName: 'B'.repeat(124) }],
    // A mail header on a new line.
    [`Business name ${NOT_ON_ONE_LINE}`, { ...newCustomer, businessName: 'Evil\r\nBcc: x@example.com' }],
  ])

  // An edit with a bidi override, an escape sequence or an over-long account number.
  refuses(rep, 'PUT', '/api/customers/950', [
    [`Business name ${NOT_ON_ONE_LINE}`, { businessName: 'Deli \u202Eilatipsoh' }],
    [`Business name ${NOT_ON_ONE_LINE}`, { businessName: 'Deli\u001b[2J' }],
    ['Account number must be at most 50 characters.', { accountNumber: 'A'.repeat(51) }],
  ])

  it('a name is counted and stored composed (NFC): 81 code points as typed, 80 letters', async () => {
    const decomposed = 'Cafe\u0301 '.padEnd(81, 'x')
    const answer = await spec.request(rep, 'PUT', '/api/customers/950', { businessName: decomposed })
    expect(answer.status).toBe(200)
    const details = spec.newEvents().find((e) => e.type === 'CustomerDetailsUpdated')
    expect(details?.data).toMatchObject({ after: { businessName: 'Caf\u00e9 '.padEnd(80, 'x') } })
  })
})

describe('a person', () => {
  refuses(customer, 'PUT', '/api/account/profile', [
    ['First name must be at most 60 characters.', { ...profile, firstName: 'D'.repeat(61) }],
    [`Last name ${NOT_ON_ONE_LINE}`, { ...profile, lastName: 'Re\tyes' }],
    [
      'Email must be at most 254 characters.',
      { ...profile, email: `${'a'.repeat(64)}@${'b'.repeat(186)}.test` },
    ],
  ])

  // A sales user or an auditor is refused the same way.
  refuses(admin, 'POST', '/api/users', [
    [`First name ${NOT_ON_ONE_LINE}`, { ...newStaff, role: 'sales', firstName: 'Ada\u2028Lee' }],
    ['Last name must be at most 60 characters.', { ...newStaff, role: 'auditor', lastName: 'L'.repeat(61) }],
  ])

  // Before it is hashed.
  refuses(customer, 'POST', '/api/account/password', [
    [
      'New password must be at most 128 characters.',
      { oldPassword: 'whatever', newPassword: `Aa1#${'x'.repeat(125)}` },
    ],
  ])
})

describe('the catalogue', () => {
  refuses(rep, 'POST', '/api/products', [
    ['Product name must be at most 120 characters.', { ...newProduct, name: 'N'.repeat(121) }],
    ['Description cannot contain control characters.', { ...newProduct, description: 'Cold\u0007pressed' }],
  ])

  it('a description may run over several lines (CRLF read as LF)', async () => {
    const answer = await spec.request(rep, 'POST', '/api/products', {
      ...newProduct,
      id: 'OIL-2',
      description: 'Cold pressed\r\nTin of 3 l',
    })
    expect(answer.status).toBe(201)
    expect(spec.newEvents().find((e) => e.type === 'ProductCreated')?.data).toMatchObject({
      description: 'Cold pressed\nTin of 3 l',
    })
  })

  // Over 60 characters, or with a line separator.
  refuses(rep, 'POST', '/api/categories', [
    ['Category name must be at most 60 characters.', { name: 'C'.repeat(61) }],
    [`Category name ${NOT_ON_ONE_LINE}`, { name: 'Dry\u2029Goods' }],
  ])
})

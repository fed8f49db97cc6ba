import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { given, type SliceSpec, startSliceSpec } from '../shared/sliceSpec.ts'

// Issue 22: every typed text is bounded and free of control characters at the edge, with a
// message a person can act on, and a refused request appends nothing.

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

/** Asserts a 400 carrying `message`, and that the request appended nothing. */
async function refused(
  as: { id: number; role: 'admin' | 'sales' | 'customer' },
  method: string,
  path: string,
  body: unknown,
  message: string,
) {
  const answer = await spec.request<{ error: string; issues?: string[] }>(as, method, path, body)
  expect(answer.status).toBe(400)
  expect(answer.body.error).toBe(message)
  expect(spec.newEvents()).toEqual([])
}

describe('a customer', () => {
  it('a 124-character business name is refused with its limit', async () => {
    await refused(
      admin,
      'POST',
      '/api/customers',
      { ...newCustomer, businessName: 'B'.repeat(124) },
      'Business name must be at most 80 characters.',
    )
  })

  it('a business name carrying a mail header on a new line is refused', async () => {
    await refused(
      admin,
      'POST',
      '/api/customers',
      { ...newCustomer, businessName: 'Evil\r\nBcc: x@example.com' },
      'Business name cannot contain line breaks or control characters.',
    )
  })

  it('an edit with a bidi override, an escape sequence or an over-long account number is refused', async () => {
    const line = 'Business name cannot contain line breaks or control characters.'
    await refused(rep, 'PUT', '/api/customers/950', { businessName: 'Deli \u202Eilatipsoh' }, line)
    await refused(rep, 'PUT', '/api/customers/950', { businessName: 'Deli\u001b[2J' }, line)
    await refused(
      rep,
      'PUT',
      '/api/customers/950',
      { accountNumber: 'A'.repeat(51) },
      'Account number must be at most 50 characters.',
    )
  })

  it('a name is counted and stored composed (NFC): 81 code points as typed, 80 letters', async () => {
    const decomposed = 'Cafe\u0301 '.padEnd(81, 'x')
    const answer = await spec.request(rep, 'PUT', '/api/customers/950', { businessName: decomposed })
    expect(answer.status).toBe(200)
    const details = spec.newEvents().find((e) => e.type === 'CustomerDetailsUpdated')
    expect(details?.data).toMatchObject({ after: { businessName: 'Caf\u00e9 '.padEnd(80, 'x') } })
  })
})

describe('a person', () => {
  it('the own profile refuses a long first name and a TAB in the last name', async () => {
    await refused(
      customer,
      'PUT',
      '/api/account/profile',
      { ...profile, firstName: 'D'.repeat(61) },
      'First name must be at most 60 characters.',
    )
    await refused(
      customer,
      'PUT',
      '/api/account/profile',
      { ...profile, lastName: 'Re\tyes' },
      'Last name cannot contain line breaks or control characters.',
    )
  })

  it('a sales user or an auditor is refused the same way', async () => {
    await refused(
      admin,
      'POST',
      '/api/users',
      { ...newStaff, role: 'sales', firstName: 'Ada\u2028Lee' },
      'First name cannot contain line breaks or control characters.',
    )
    await refused(
      admin,
      'POST',
      '/api/users',
      { ...newStaff, role: 'auditor', lastName: 'L'.repeat(61) },
      'Last name must be at most 60 characters.',
    )
  })

  it('an email over 254 characters is refused', async () => {
    await refused(
      customer,
      'PUT',
      '/api/account/profile',
      { ...profile, email: `${'a'.repeat(64)}@${'b'.repeat(186)}.test` },
      'Email must be at most 254 characters.',
    )
  })

  it('a new password over 128 characters is refused before it is hashed', async () => {
    await refused(
      customer,
      'POST',
      '/api/account/password',
      { oldPassword: 'whatever', newPassword: `Aa1#${'x'.repeat(125)}` },
      'New password must be at most 128 characters.',
    )
  })
})

describe('the catalogue', () => {
  it('a product name over 120 characters, or a description with a BEL, is refused', async () => {
    await refused(
      rep,
      'POST',
      '/api/products',
      { ...newProduct, name: 'N'.repeat(121) },
      'Product name must be at most 120 characters.',
    )
    await refused(
      rep,
      'POST',
      '/api/products',
      { ...newProduct, description: 'Cold\u0007pressed' },
      'Description cannot contain control characters.',
    )
  })

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

  it('a category name over 60 characters, or with a line separator, is refused', async () => {
    await refused(
      rep,
      'POST',
      '/api/categories',
      { name: 'C'.repeat(61) },
      'Category name must be at most 60 characters.',
    )
    await refused(
      rep,
      'POST',
      '/api/categories',
      { name: 'Dry\u2029Goods' },
      'Category name cannot contain line breaks or control characters.',
    )
  })
})

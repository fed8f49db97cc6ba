import { describe, expect, it } from 'vitest'
import { A, B, BLUE, C, GREEN, useBooksStack } from './testing/books.ts'
import type { SignedIn } from './testing/stack.ts'

/** Billing profiles and invoices over HTTP (issue 37), with who reaches each: see testing/books.ts. */
const { users, get, status, expectDocumentedAnswers } = useBooksStack()
const { admin, sam, priya, blueDoor, greenleaf, auditor } = users

describe('billing profiles', () => {
  it('answers the profile as set, and the default for a customer never given one', async () => {
    const set = await get(sam, `/api/customers/${C}/billing`)
    expect(set.body).toMatchObject({
      customerId: C,
      billTo: { line1: '12 Dock St', city: 'Portland' },
      shipTos: [{ shipToId: 'main', label: 'Kitchen door', taxRatePercent: 5.5 }],
      terms: { kind: 'net', days: 30 },
      termsLabel: 'Net 30',
      taxExemptCertificate: null,
      creditLimit: 5000,
      updatedAt: '2026-10-01T16:00:00.000Z',
    })
    // Never given a profile (the demo's Corner Deli is new): COD, nowhere to bill, nothing set.
    const listed = await get<{ customers: { id: number }[] }>(admin, '/api/customers?search=Corner%20Deli')
    const cornerDeli = listed.body.customers[0]!.id
    const none = await get(admin, `/api/customers/${cornerDeli}/billing`)
    expect(none.body).toEqual({
      billTo: null,
      customerId: cornerDeli,
      shipTos: [],
      terms: { kind: 'cod' },
      termsLabel: 'COD',
      taxExemptCertificate: null,
      creditLimit: null,
      updatedAt: null,
    })
  })

  it('reaches the owning rep, admins, auditors and the customer itself; 404 for anyone else', async () => {
    for (const who of [admin, sam, auditor])
      expect(await status(who, `/api/customers/${C}/billing`)).toBe(200)
    for (const who of [priya, blueDoor, greenleaf]) {
      const answer = await get(who, `/api/customers/${C}/billing`)
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ error: 'Customer not found.' })
    }
    for (const id of ['__proto__', 'constructor', '1e3', '-1', '99999999999']) {
      expect(await status(admin, `/api/customers/${id}/billing`)).toBe(404)
      expect(await status(admin, `/api/customers/${id}/balance`)).toBe(404)
      expect(await status(admin, `/api/customers/${id}/payments`)).toBe(404)
    }
  })
})

interface Summary {
  invoiceNumber: number
  customerId: number
  status: string
  open: number
  daysPastDue: number
}
const numbers = (body: { invoices: Summary[] }) => body.invoices.map((i) => i.invoiceNumber)

describe('invoices', () => {
  it('lists a customer’s invoices newest first, sorted and filtered as asked', async () => {
    const list = await get<{ invoices: Summary[]; total: number }>(admin, `/api/invoices?customerId=${C}`)
    expect(list.status).toBe(200)
    expect(list.body.total).toBe(2)
    expect(list.body.invoices[0]).toEqual({
      id: B,
      invoiceNumber: B,
      customerId: C,
      businessName: 'Blue Door Bistro',
      orderId: 5000 + B,
      issueDate: '2026-11-20',
      dueDate: '2026-12-20',
      total: 211,
      paid: 0,
      open: 211,
      status: 'open',
      daysPastDue: 0,
    })
    expect(list.body.invoices[1]).toMatchObject({ invoiceNumber: A, paid: 300, open: 122, daysPastDue: 5 })
    const byDue = await get<{ invoices: Summary[] }>(
      admin,
      `/api/invoices?customerId=${C}&sortBy=dueDate&order=asc`,
    )
    expect(numbers(byDue.body)).toEqual([A, B])
    const paid = await get<{ invoices: Summary[]; total: number }>(
      admin,
      `/api/invoices?customerId=${C}&status=paid`,
    )
    expect(paid.body).toEqual({ invoices: [], total: 0 })
    const paged = await get<{ invoices: Summary[]; total: number }>(
      admin,
      `/api/invoices?customerId=${C}&limit=1&page=2`,
    )
    expect([numbers(paged.body), paged.body.total]).toEqual([[A], 2])
  })

  it('a rep lists its customers’ invoices, a customer its own only', async () => {
    const all = async (who: SignedIn) =>
      (await get<{ invoices: Summary[] }>(who, '/api/invoices?limit=50')).body.invoices
    const sams = await all(sam)
    expect(sams.map((i) => i.invoiceNumber)).toEqual(expect.arrayContaining([A, B, BLUE]))
    expect(sams.map((i) => i.invoiceNumber)).not.toContain(GREEN)
    const priyas = await all(priya)
    expect(priyas.map((i) => i.invoiceNumber)).toContain(GREEN)
    expect(priyas.some((i) => [A, B, BLUE].includes(i.invoiceNumber))).toBe(false)
    const own = await all(blueDoor)
    expect(own.map((i) => i.invoiceNumber)).toContain(BLUE)
    expect(own.every((i) => i.customerId === blueDoor.id)).toBe(true)
    expect(
      numbers((await get<{ invoices: Summary[] }>(blueDoor, `/api/invoices?customerId=${C}`)).body),
    ).toEqual([])
  })

  it('refuses a malformed query with 400 and says why', async () => {
    for (const [query, error] of [
      ['sortBy=customer', 'sortBy must be one of invoiceNumber, issueDate, dueDate, total.'],
      ['status=late', 'status must be open or paid.'],
      ['customerId=__proto__', 'customerId must be a number.'],
      ['page=0', 'page starts at 1.'],
      ['order=sideways', 'order must be ASC or DESC.'],
    ]) {
      const answer = await get<{ error: string; issues?: string[] }>(admin, `/api/invoices?${query}`)
      expect(answer.status, query).toBe(400)
      expect(JSON.stringify(answer.body), query).toContain(error)
    }
  })

  it('answers one invoice whole to whoever may see it; 404 to anyone else', async () => {
    const one = await get(sam, `/api/invoices/${A}`)
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({
      invoiceNumber: A,
      termsLabel: 'Net 30',
      seller: { name: 'Provender Foods' },
      billTo: { businessName: 'Blue Door Bistro', accountNumber: 'BD-1001' },
      shipTo: { label: 'Kitchen door' },
      taxRatePercent: 5.5,
      poNumber: 'PO-4410',
      subtotal: 400,
      tax: 22,
      total: 422,
      lines: [
        {
          productId: 'DRY-BUT',
          quantity: 2,
          unitPrice: 200,
          amount: 400,
          taxable: true,
          tax: 22,
          substituteFor: null,
        },
      ],
    })
    expect(await status(auditor, `/api/invoices/${A}`)).toBe(200)
    expect(await status(blueDoor, `/api/invoices/${BLUE}`)).toBe(200)
    for (const [who, number] of [
      [priya, A],
      [blueDoor, A],
      [greenleaf, BLUE],
      [sam, GREEN],
    ] as const) {
      const answer = await get(who, `/api/invoices/${number}`)
      expect([answer.status, answer.body]).toEqual([404, { error: 'Invoice not found.' }])
    }
    for (const id of ['__proto__', '0', 'abc', '99999999999', '900001.5']) {
      expect(await status(admin, `/api/invoices/${id}`)).toBe(404)
      expect(await status(admin, `/api/invoices/${id}/invoice.pdf`)).toBe(404)
    }
  })
})

it('answers as the OpenAPI document says', expectDocumentedAnswers)

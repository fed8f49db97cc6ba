import { type ImportPreview, streams } from '@provender/events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { given, newEvent, people, type SliceSpec, startSliceSpec } from '../shared/sliceSpec.ts'
import { importApplied, uploadServer } from './uploadSpec.ts'

let spec: SliceSpec
let server: Awaited<ReturnType<typeof uploadServer>>

const customer = (customerId: number, accountNumber: string, prices: Record<string, number> = {}) =>
  given.customer(
    { customerId, businessName: `Shop ${customerId}`, accountNumber, salesUserId: people.rep.id },
    prices,
  )

beforeAll(async () => {
  spec = await startSliceSpec()
  await spec.givenAccounts(people.admin, people.rep, people.auditor)
  await spec.given(streams.product('P1'), given.product('P1', 1000))
  await spec.given(streams.product('P2'), given.product('P2', 2000))
  await spec.given(streams.product('BEEF'), {
    ...given.product('BEEF', 899),
    data: { ...(given.product('BEEF', 899).data as object), unitType: 'weight', packsPerCase: null },
  } as never)
  for (const [id, account] of [
    [101, 'BD-1001'],
    [102, 'BD-1002'],
  ] as const) {
    await spec.given(streams.accountNumber(account), {
      type: 'AccountNumberReserved',
      data: { accountNumber: account, customerId: id },
    })
    await spec.given(streams.customer(id), ...customer(id, account, id === 101 ? { P1: 950 } : {}))
  }
  server = await uploadServer(spec)
})
afterAll(async () => {
  await server?.close()
  await spec?.stop()
})

const HEADER = 'Account number,Product ID,Price,Unit\r\n'

describe('price lines: the preview names every bad row and column, and writes nothing', () => {
  it('reads 12,50 and $12.50, refuses -3, abc, empty, an unknown account or product, a line twice, a wrong unit', async () => {
    const file =
      HEADER +
      [
        'BD-1001,P1,"12,50",pack',
        'BD-1001,P2,$12.50,pack',
        'BD-1002,P1,-3,pack',
        'BD-1002,P2,abc,pack',
        'BD-1002,BEEF,,lb',
        'ZZ-9,P1,1.00,pack',
        'BD-1002,NOPE,1.00,pack',
        'bd-1001,P1,13.00,pack',
        'BD-1002,BEEF,8.99,pack',
      ].join('\r\n')
    const { status, body } = await server.upload<ImportPreview>('/api/imports/prices/preview', file)
    expect(status).toBe(200)
    expect(server.newEvents()).toEqual([])
    expect(body.counts).toEqual({ new: 1, changed: 1, unchanged: 0, error: 7 })
    expect(
      body.rows.map((r) => r.error ?? `${r.status} ${r.changes.map((c) => `${c.from}->${c.to}`)}`),
    ).toEqual([
      'Row 4, Price: Price must be 0 or more.',
      'Row 5, Price: Price "abc" is not a number.',
      'Row 6, Price: Price is empty.',
      'Row 7, Account number: No customer has account number "ZZ-9".',
      'Row 8, Product ID: Product NOPE does not exist.',
      'Row 9, Product ID: Product P1 is priced for this customer on row 2 already.',
      'Row 10, Unit: Product BEEF is sold by weight: write "lb".',
      'changed 9.50->12.50',
      'new ->12.50',
    ])
    // The screen names the product and the customer, and formats the amounts itself.
    expect(body.rows.at(-1)).toEqual({
      row: 3,
      key: 'BD-1001 / P2',
      status: 'new',
      changes: [{ field: 'price', from: '', to: '12.50', cents: { from: null, to: 1250 } }],
      product: { id: 'P2', name: 'Product P2', quantityType: 'pack' },
      customer: { accountNumber: 'BD-1001', name: 'Shop 101' },
    })
    const beef = `${HEADER}BD-1002,BEEF,8.99,lb\r\n`
    const weight = await server.upload<ImportPreview>('/api/imports/prices/preview', beef)
    expect(weight.body.rows[0]!.product).toEqual({ id: 'BEEF', name: 'Product BEEF', quantityType: 'weight' })
    const apply = await server.upload('/api/imports/prices/apply', file, { digest: body.previewDigest })
    expect(apply).toEqual({ status: 400, body: { error: 'Fix the 7 rows with errors before applying.' } })
    expect(server.newEvents()).toEqual([])
  })
})

describe('price lines: a case price is never stored as a pack price', () => {
  it('refuses a row whose Unit says "case", naming the column and what to write', async () => {
    const file = `${HEADER}BD-1002,P1,120.00,case\r\nBD-1002,P2,12.00,Pack\r\n`
    const { body } = await server.upload<ImportPreview>('/api/imports/prices/preview', file)
    expect(body.rows.map((r) => r.error ?? r.status)).toEqual([
      'Row 2, Unit: Prices are per pack, and a case of P1 holds 6 packs: write the price of one pack with "pack".',
      'new',
    ])
  })
})

describe('price lines: applied in one append, each event naming its import and row', () => {
  const file = `${HEADER}BD-1001,P1,12.50,pack\r\nBD-1001,P2,20.00,pack\r\nBD-1002,BEEF,"8,99",lb\r\n`

  it('applies the whole file at once, ImportApplied last', async () => {
    const { preview, apply } = await server.previewAndApply('prices', file)
    expect(preview.body.counts).toEqual({
      new: 2,
      changed: 1,
      unchanged: 0,
      error: 0,
    })
    expect(apply.status).toBe(200)
    const importId = apply.body.importId as string
    expect(apply.body).toEqual({ importId, counts: { new: 2, changed: 1, unchanged: 0, error: 0 } })
    expect(server.newAppends()).toHaveLength(1)
    expect(server.newEvents()).toEqual([
      newEvent.priced(101, 'P1', 950, 1250),
      newEvent.priced(101, 'P2', null, 2000),
      newEvent.priced(102, 'BEEF', null, 899),
      importApplied(importId, { rows: 3, changed: 3 }),
    ])
    const stored = await spec.deps.store.readStream(streams.customer(102))
    expect(stored.at(-1)!.metadata).toMatchObject({
      actorId: people.admin.id,
      actorRole: 'admin',
      import: { importId, fileName: 'prices-2026-12.csv', row: 4 },
    })
  })

  it('changes nothing when the same file is imported again', async () => {
    const { preview, apply } = await server.previewAndApply('prices', file)
    expect(preview.body.counts).toEqual({
      new: 0,
      changed: 0,
      unchanged: 3,
      error: 0,
    })
    expect(preview.body.rows).toEqual([])
    expect(apply).toEqual({
      status: 200,
      body: { importId: null, counts: { new: 0, changed: 0, unchanged: 3, error: 0 } },
    })
    expect(server.newEvents()).toEqual([])
  })

  it('refuses a stale preview: something it read changed since', async () => {
    const next = `${HEADER}BD-1002,P1,7.00,pack\r\n`
    const preview = await server.upload<ImportPreview>('/api/imports/prices/preview', next)
    await server.previewAndApply('prices', `${HEADER}BD-1002,P2,3.00,pack\r\n`)
    const apply = await server.upload('/api/imports/prices/apply', next, {
      digest: preview.body.previewDigest,
    })
    expect(apply).toEqual({
      status: 409,
      body: { error: 'The data changed since your preview; preview the file again.', code: 'IMPORT_STALE' },
    })
    expect(server.newEvents()).toEqual([])
  })

  it('applies one of two uploads of the same file at once; the other is told it is stale', async () => {
    const both = `${HEADER}BD-1001,P1,14.00,pack\r\nBD-1002,P1,15.00,pack\r\n`
    const preview = await server.upload<ImportPreview>('/api/imports/prices/preview', both)
    const answers = await Promise.all(
      [0, 1].map(() =>
        server.upload('/api/imports/prices/apply', both, { digest: preview.body.previewDigest }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('IMPORT_STALE')
    const priced = (await spec.deps.store.readStream(streams.customer(101))).filter(
      (e) => e.event.type === 'CustomerProductPriced' && e.event.data.newPriceCents === 1400,
    )
    expect(priced).toHaveLength(1)
  })
})

describe('price lines: who may import', () => {
  it('is for admins only', async () => {
    const file = `${HEADER}BD-1001,P1,1.00,pack\r\n`
    expect((await server.upload('/api/imports/prices/preview', file, { as: people.rep })).status).toBe(403)
    expect((await server.upload('/api/imports/prices/preview', file, { as: people.auditor })).status).toBe(
      403,
    )
    expect((await server.upload('/api/imports/prices/preview', file, { as: null })).status).toBe(401)
    expect((await server.upload('/api/imports/widgets/preview', file)).status).toBe(400)
  })
})

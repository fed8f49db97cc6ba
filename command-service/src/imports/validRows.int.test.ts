import { type ImportPreview, streams } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { newEvent, people } from '../shared/sliceSpec.ts'
import { givenShop, importApplied, useUploadServer } from './uploadSpec.ts'

// Issue 35: one bad row no longer has to block the file. The admin may apply the valid rows
// only: one atomic append of those, the refused rows named in ImportApplied.

const { spec, server } = useUploadServer(async (started) => {
  await started.givenAccounts(people.admin, people.rep)
  await givenShop(started)
})

const PRICES = 'Account number,Product ID,Price,Unit\r\n'
const CATALOGUE = 'Product ID,Name,Description,Category,Unit type,Packs per case,Price,Warn above\r\n'

async function preview(kind: string, file: string) {
  const { body } = await server.upload<ImportPreview>(`/api/imports/${kind}/preview`, file)
  return body
}
const apply = (kind: string, file: string, digest: string | null, query = '') =>
  server.upload(`/api/imports/${kind}/apply${query}`, file, { digest })

describe('apply the valid rows only', () => {
  const file = `${PRICES}BD-1001,P1,abc,pack\r\nBD-1001,P1,9.00,pack\r\nZZ-9,P1,1.00,pack\r\n`

  it('without the option, one bad row still refuses the whole file', async () => {
    const { previewDigest } = await preview('prices', file)
    expect(await apply('prices', file, previewDigest)).toEqual({
      status: 400,
      body: { error: 'Fix the 2 rows with errors before applying.' },
    })
    expect(await apply('prices', file, previewDigest, '?validOnly=false')).toMatchObject({ status: 400 })
    expect(server.newEvents()).toEqual([])
  })

  it('with ?validOnly=true, appends the valid rows in one append and names the refused ones', async () => {
    const { previewDigest, counts } = await preview('prices', file)
    expect(counts).toEqual({ new: 1, changed: 0, unchanged: 0, error: 2 })
    const answer = await apply('prices', file, previewDigest, '?validOnly=true')
    expect(answer.status).toBe(200)
    const importId = answer.body.importId as string
    expect(answer.body).toEqual({ importId, counts: { new: 1, changed: 0, unchanged: 0, error: 2 } })
    expect(server.newAppends()).toHaveLength(1)
    expect(server.newEvents()).toEqual([
      newEvent.priced(101, 'P1', null, 900),
      importApplied(importId, {
        rows: 3,
        changed: 1,
        refused: [
          { row: 2, error: 'Row 2, Price: Price "abc" is not a number.' },
          { row: 4, error: 'Row 4, Account number: No customer has account number "ZZ-9".' },
        ],
      }),
    ])
    const stored = await spec.deps.store.readStream(streams.customer(101))
    expect(stored.at(-1)!.metadata).toMatchObject({ import: { importId, row: 3 } })
  })

  it('answers stale when the data moved since the preview, with the option too', async () => {
    const next = `${PRICES}BD-1001,P1,7.00,pack\r\nBD-1001,NOPE,1.00,pack\r\n`
    const { previewDigest } = await preview('prices', next)
    await server.previewAndApply('prices', `${PRICES}BD-1001,P1,8.00,pack\r\n`)
    expect(await apply('prices', next, previewDigest, '?validOnly=true')).toMatchObject({
      status: 409,
      body: { code: 'IMPORT_STALE' },
    })
    expect(server.newEvents()).toEqual([])
  })

  it('refuses a file none of whose rows is valid, and a validOnly that is not true or false', async () => {
    const none = `${PRICES}BD-1001,NOPE,1.00,pack\r\n`
    const { previewDigest } = await preview('prices', none)
    expect(await apply('prices', none, previewDigest, '?validOnly=true')).toEqual({
      status: 400,
      body: { error: 'No row of the file is valid: fix the file and preview it again.' },
    })
    expect((await apply('prices', file, previewDigest, '?validOnly=yes')).status).toBe(400)
    expect(server.newEvents()).toEqual([])
  })

  it('a catalogue: the valid rows create their new category once; the repeated row is left out', async () => {
    const catalogue = `${CATALOGUE}C1,Flour,,Dry goods,each,10,12.00,\r\nC1,Flour again,,Dry goods,each,10,1,\r\nC2,Beef,,dry  goods,lb,,8.99,\r\nC4,Salt,,,box,6,1,\r\n`
    const { previewDigest } = await preview('catalogue', catalogue)
    const answer = await apply('catalogue', catalogue, previewDigest, '?validOnly=true')
    expect(answer.status).toBe(200)
    expect(server.newAppends()).toHaveLength(1)
    expect(
      server.newEvents().map((e) => `${e.stream.replace(/^category-\d+$/, 'category-N')} ${e.type}`),
    ).toEqual([
      'categoryname-dry goods CategoryNameReserved',
      'category-N CategoryCreated',
      'product-C1 ProductCreated',
      'product-C2 ProductCreated',
      `import-${answer.body.importId} ImportApplied`,
    ])
    expect(server.newEvents().at(-1)!.data).toMatchObject({
      rows: 4,
      changed: 2,
      refused: [
        { row: 3, error: 'Row 3, Product ID: Product C1 is listed on row 2 already.' },
        { row: 5, error: 'Row 5, Unit type: Unit type "box" is not "quantity" or "weight".' },
      ],
    })
  })
})

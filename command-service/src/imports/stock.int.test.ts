import { type ImportPreview, streams } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, people } from '../shared/sliceSpec.ts'
import { useUploadServer } from './uploadSpec.ts'

// Stock by import (issue 36): a row per product, each decided as PUT /api/products/{id}/availability is.

const { spec, server } = useUploadServer(async (spec) => {
  await spec.givenAccounts(people.admin, people.rep)
  await spec.given(streams.product('OIL'), given.product('OIL', 900, 'Olive oil'))
  await spec.given(streams.product('SALT'), given.product('SALT', 300, 'Sea salt'))
  await spec.given(streams.product('BEEF'), {
    ...given.product('BEEF', 899, 'Brisket'),
    data: {
      ...(given.product('BEEF', 899).data as object),
      name: 'Brisket',
      unitType: 'weight',
      packsPerCase: null,
    },
  } as never)
  await spec.given(streams.productAvailability('SALT'), {
    type: 'ProductAvailabilitySet',
    data: { productId: 'SALT', availability: { status: 'out', until: null } },
  })
})

const HEADER = 'Product ID,Status,Limit,Limit unit,Limit per,Out until\r\n'
const set = (productId: string, availability: object) => ({
  stream: streams.productAvailability(productId),
  type: 'ProductAvailabilitySet',
  data: { productId, availability },
})

describe('stock by import', () => {
  it('refuses each bad row naming its row and column, and writes nothing', async () => {
    const file =
      HEADER +
      [
        'OIL,plenty,,,,',
        'OIL,limited,,case,customer,',
        'OIL,limited,lots,case,customer,',
        'OIL,limited,0,case,customer,',
        'OIL,limited,5,crate,customer,',
        'OIL,limited,5,case,week,',
        'BEEF,limited,5,case,date,',
        'OIL,out,,,,next week',
        'NOPE,available,,,,',
        ',available,,,,',
        'SALT,available,,,,',
        'SALT,out,,,,',
      ].join('\r\n')
    const { status, body } = await server.upload<ImportPreview>('/api/imports/stock/preview', file)
    expect(status).toBe(200)
    expect(server.newEvents()).toEqual([])
    expect(body.rows.map((r) => r.error ?? `${r.key} ${r.status}`)).toEqual([
      'Row 2, Status: Status "plenty" is not "available", "limited" or "out".',
      'Row 3, Limit: Limit is empty: a limited product needs its limit.',
      'Row 4, Limit: Limit "lots" is not a number.',
      'Row 5, Limit: The limit must be above 0.',
      'Row 6, Limit unit: Limit unit "crate" is not "case", "pack" or "lb".',
      'Row 7, Limit per: Limit per "week" is not "customer" or "date".',
      'Row 8, Limit unit: Brisket is sold in lb; give the limit in lb.',
      'Row 9, Out until: Out until "next week" is not a date: write it as YYYY-MM-DD.',
      'Row 10, Product ID: Product NOPE does not exist.',
      'Row 11, Product ID: Product ID is empty.',
      'Row 13, Product ID: Product SALT is listed on row 12 already.',
      'SALT changed',
    ])
    expect(body.rows.at(-1)?.changes).toEqual([{ field: 'status', from: 'out', to: 'available' }])
  })

  it('applies good rows as the hand-set route does: one event per row that changes something', async () => {
    const file =
      HEADER +
      ['OIL,Limited,6,cases,customer,', 'BEEF,out,,,,2026-12-08', 'SALT,Out of stock,,,,'].join('\r\n')
    const { preview, apply } = await server.previewAndApply('stock', file, { fileName: 'stock.csv' })
    expect(preview.body.rows.map((r) => r.changes[0]?.to)).toEqual([
      'limited: 6 case per customer',
      'out until 2026-12-08',
    ])
    expect(preview.body.counts).toEqual({ new: 0, changed: 2, unchanged: 1, error: 0 })
    expect(apply.status).toBe(200)
    const importId = apply.body.importId as string
    expect(server.newAppends()).toHaveLength(1)
    expect(server.newEvents()).toEqual([
      set('OIL', { status: 'limited', quantity: 6, unit: 'case', per: 'customer' }),
      set('BEEF', { status: 'out', until: '2026-12-08' }),
      {
        stream: streams.import(importId),
        type: 'ImportApplied',
        data: expect.objectContaining({ importId, kind: 'stock', rows: 3, changed: 2 }),
      },
    ])
    const [oil] = (await spec.deps.store.readStream(streams.productAvailability('OIL'))).slice(-1)
    expect(oil?.metadata).toMatchObject({ import: { importId, fileName: 'stock.csv', row: 2 } })
    // The same file again changes nothing; a date cell as a spreadsheet stores it reads as the date.
    expect((await server.previewAndApply('stock', file)).apply.body).toMatchObject({ importId: null })
    const serial = `${HEADER}BEEF,out,,,,46364\r\n`
    expect(
      (await server.upload<ImportPreview>('/api/imports/stock/preview', serial)).body.counts,
    ).toMatchObject({
      unchanged: 1,
    })
  })
})

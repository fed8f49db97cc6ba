import { describe, expect, it } from 'vitest'
import { ordersListQuery } from '../dataProvider/ordersMapping.ts'
import { sentMailListQuery } from '../dataProvider/sentMailMapping.ts'
import { accountingRangeProblem, exportFileName, exportQuery, listExportQuery } from './exportQuery.ts'

describe('exportQuery', () => {
  it('sends the typed search and the screen’s fixed filters, never the page or sort', () => {
    expect(exportQuery({ q: '  beef ', page: 2 })).toEqual({ search: 'beef' })
    expect(exportQuery({ q: '' }, { salesUserId: 7 })).toEqual({ salesUserId: '7' })
    expect(exportQuery({}, { customerId: 12 })).toEqual({ customerId: '12' })
    expect(exportQuery({ q: 'bistro', salesUserId: '3' })).toEqual({ search: 'bistro', salesUserId: '3' })
    expect(exportQuery({ q: 42 })).toEqual({})
  })
})

describe('exportFileName', () => {
  it('dates the file by the local day', () => {
    expect(exportFileName('products', 'xlsx', new Date(2026, 11, 1, 23, 30))).toBe('products-2026-12-01.xlsx')
  })
})

describe('accountingRangeProblem', () => {
  it('wants both dates, the first not after the last', () => {
    expect(accountingRangeProblem('2026-12-01', '2026-12-31')).toBeNull()
    expect(accountingRangeProblem('2026-12-01', '2026-12-01')).toBeNull()
    expect(accountingRangeProblem('', '2026-12-01')).toBe('Choose both dates.')
    expect(accountingRangeProblem('2026-12-02', '2026-12-01')).toBe('The first day cannot be after the last.')
  })

  it('exports the orders of the list filter in its order, never its page', () => {
    const list = ordersListQuery({
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'deliveryDate', order: 'ASC' },
      filter: { fulfilled: false, deliveryDate: '2026-12-01', q: ' blue ', scope: 'all' },
    })
    expect(listExportQuery(list)).toEqual({
      sortField: 'deliveryDate',
      sortOrder: 'ASC',
      fulfilled: 'false',
      deliveryDate: '2026-12-01',
      search: 'blue',
      scope: 'all',
    })
  })
})

describe('listExportQuery', () => {
  it('exports sent mail of the list filter in its order, never its page', () => {
    const list = sentMailListQuery({
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'sentAt', order: 'ASC' },
      filter: { q: ' zoe ', status: 'failed', kind: '' },
    })
    expect(listExportQuery(list)).toEqual({ sortBy: 'sentAt', order: 'ASC', search: 'zoe', status: 'failed' })
  })
})

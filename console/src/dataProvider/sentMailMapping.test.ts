import { describe, expect, it } from 'vitest'
import { resources } from './resources.ts'

const sentMail = resources['sent-mail']!

describe('sent mail mapping (GET /api/notifications)', () => {
  it('asks for the newest first, 25 a page, by default', () => {
    expect(sentMail.listPath).toBe('/api/notifications')
    expect(sentMail.listQuery({})).toEqual({ page: 1, limit: 25, sortBy: 'queuedAt', order: 'DESC' })
  })

  it('passes the page, a known sort, the search and the status and kind filters', () => {
    expect(
      sentMail.listQuery({
        pagination: { page: 3, perPage: 10 },
        sort: { field: 'sentAt', order: 'ASC' },
        filter: { q: '  maya ', status: 'failed', kind: 'order-placed', other: 'x' },
      }),
    ).toEqual({
      page: 3,
      limit: 10,
      sortBy: 'sentAt',
      order: 'ASC',
      search: 'maya',
      status: 'failed',
      kind: 'order-placed',
    })
  })

  it('falls back to the newest first for a column the API does not sort by', () => {
    expect(sentMail.listQuery({ sort: { field: 'subject', order: 'ASC' } })).toMatchObject({
      sortBy: 'queuedAt',
      order: 'DESC',
    })
  })

  it('reads { notifications, totalCount } and reads one at its path', () => {
    expect(sentMail.listResult({ notifications: [{ id: 'a' }], totalCount: 7 }, {})).toEqual({
      data: [{ id: 'a' }],
      total: 7,
    })
    expect(sentMail.onePath?.('ab12')).toBe('/api/notifications/ab12')
    expect(sentMail.createPath).toBeUndefined()
    expect(sentMail.deletePath).toBeUndefined()
  })
})

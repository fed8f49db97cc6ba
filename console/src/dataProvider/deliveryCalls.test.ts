import { describe, expect, it } from 'vitest'
import { standingActionCall } from './deliveryCalls.ts'

describe('standingActionCall', () => {
  it('pauses and resumes by POST, cancels by DELETE', () => {
    expect(standingActionCall('s-1', 'pause')).toEqual({
      method: 'POST',
      path: '/api/standing-orders/s-1/pause',
    })
    expect(standingActionCall('s-1', 'resume')).toEqual({
      method: 'POST',
      path: '/api/standing-orders/s-1/resume',
    })
    expect(standingActionCall('s-1', 'cancel')).toEqual({
      method: 'DELETE',
      path: '/api/standing-orders/s-1',
    })
  })

  it('skips and unskips one delivery date, named in the body', () => {
    expect(standingActionCall('s 1', 'skip', '2026-12-01')).toEqual({
      method: 'POST',
      path: '/api/standing-orders/s%201/skip',
      body: { deliveryDate: '2026-12-01' },
    })
    expect(standingActionCall('s-1', 'unskip', '2026-12-01').body).toEqual({ deliveryDate: '2026-12-01' })
    expect(() => standingActionCall('s-1', 'skip')).toThrow()
  })
})

import { describe, expect, it } from 'vitest'
import { countNewer, newestOrderId, newOrdersLabel } from './newOrders.ts'

describe('new orders since the page opened', () => {
  it('takes the newest id as the baseline and counts the ones above it', () => {
    const opened = [{ id: 12 }, { id: 9 }, { id: 3 }]
    const baseline = newestOrderId(opened)
    expect(baseline).toBe(12)
    expect(countNewer([{ id: 14 }, { id: 13 }, ...opened], baseline)).toBe(2)
    expect(newestOrderId([])).toBe(0)
  })
  it('labels nothing, one, many, and a full poll page as N+', () => {
    expect(newOrdersLabel(0, 50)).toBeNull()
    expect(newOrdersLabel(1, 50)).toBe('1 new order since you opened this page')
    expect(newOrdersLabel(3, 50)).toBe('3 new orders since you opened this page')
    expect(newOrdersLabel(50, 50)).toBe('50+ new orders since you opened this page')
  })
})

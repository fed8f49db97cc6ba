import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedIn, startTestStack, type TestStack } from './testing/stack.ts'

// What `npm start` shows of an order's life (issue 36): Harbor Fish House's next delivery day's
// order, taken by its rep by phone and changed by its chef before the cut-off.
let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack({ DEMO_DELIVERY: 'true' })
}, 120_000)
afterAll(() => stack?.stop())

interface Row {
  id: number
  deliveryDate: string | null
  version: number
  changedBy: string | null
  placedBy: { name: string } | null
  cancelled: boolean
  fulfilled: boolean
}

describe('the demo week', () => {
  it('holds an order its customer changed before the cut-off, with who changed it', async () => {
    const harbor = await signedIn(stack.url, 'harbor')
    const list = await harbor.client.get<{ rows: Row[] }>(`/api/orders/customer/${harbor.id}?limit=100`)
    const changed = list.body.rows.filter((o) => o.version > 0 && !o.fulfilled && !o.cancelled)
    expect(changed).toHaveLength(1)
    expect(changed[0]).toMatchObject({
      deliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      placedBy: { name: 'Sam Reyes' },
      changedBy: expect.stringMatching(/\S/),
    })
    const detail = await harbor.client.get<{ OrderItems: unknown[] }>(`/api/orders/${changed[0]!.id}`)
    expect(detail.body.OrderItems).toHaveLength(3)
  })
})

import { describe, expect, it } from 'vitest'
import { clientsOf, testStackWith } from './testing/stack.ts'

// Standing orders through the gateway: written by the command service, read from the
// standing-orders read model, placed by the in-process placer at the cut-off.

const { stack, users } = testStackWith(['admin', 'sam', 'priya', 'blueDoor', 'greenleaf', 'auditor'], {
  NOTIFIER: 'false',
})
const { admin, sam, priya, blueDoor, greenleaf, auditor } = clientsOf(users)

interface View {
  id: string
  customerId: number
  businessName: string
  status: string
  upcoming: { date: string; state: string; orderId: number | null }[]
}

describe('standing orders, end to end', () => {
  it('a customer makes one, staff and auditors read it as their roles allow, the placer places it', async () => {
    stack.clock.setTo('2026-11-24T15:00:00Z') // Tuesday 09:00 in Chicago
    const schedule = await admin.request('PUT', '/api/settings/delivery-schedule', {
      days: [
        { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
        { weekday: 5, cutoffDaysBefore: 1, cutoffTime: '22:00' },
      ],
    })
    expect(schedule.status).toBe(200)
    const products = await blueDoor.get<{ products: { id: string; unitType: string }[] }>(
      `/api/customers/${users.blueDoor.id}/products`,
    )
    const product = products.body.products.find((p) => p.unitType === 'quantity')!
    const productId = product.id
    const made = await blueDoor.request<View>('POST', '/api/standing-orders', {
      items: [{ productId, quantity: 1, quantityType: 'pack' }],
      everyWeeks: 1,
    })
    expect(made).toMatchObject({ status: 201, body: { status: 'active', businessName: 'Blue Door Bistro' } })
    const { id } = made.body

    const mine = await blueDoor.get<{ rows: View[] }>('/api/standing-orders')
    expect(mine.body.rows.map((r) => r.id)).toEqual([id])
    expect(mine.body.rows[0]?.upcoming[0]).toMatchObject({ date: '2026-11-27', state: 'scheduled' })
    expect((await sam.get<View>(`/api/standing-orders/${id}`)).status).toBe(200)
    expect((await sam.get<{ rows: View[] }>('/api/standing-orders')).body.rows.map((r) => r.id)).toContain(id)
    expect((await priya.get(`/api/standing-orders/${id}`)).status).toBe(404)
    expect((await priya.get<{ rows: View[] }>('/api/standing-orders')).body.rows).toEqual([])
    expect((await greenleaf.get(`/api/standing-orders/${id}`)).status).toBe(404)
    expect((await greenleaf.get(`/api/standing-orders?customerId=${users.blueDoor.id}`)).status).toBe(404)
    expect((await auditor.get<View>(`/api/standing-orders/${id}`)).status).toBe(200)
    expect((await auditor.request('POST', `/api/standing-orders/${id}/pause`)).status).toBe(403)
    expect((await admin.get<{ rows: View[] }>('/api/standing-orders')).body.rows.map((r) => r.id)).toContain(
      id,
    )

    // Thursday 22:30: Friday's orders closed; the placer places Blue Door's.
    stack.clock.setTo('2026-11-27T04:30:00Z')
    expect(await stack.running.placer!.tick()).toMatchObject({ placed: 1, missed: 0 })
    await stack.running.projections.catchUpToHead()
    const after = await blueDoor.get<View>(`/api/standing-orders/${id}`)
    expect(after.body.upcoming[0]).toMatchObject({ date: '2026-11-27', state: 'placed' })
    const skip = await blueDoor.request('POST', `/api/standing-orders/${id}/skip`, {
      deliveryDate: '2026-11-27',
    })
    expect(skip).toMatchObject({ status: 409, body: { code: 'STANDING_DATE_PLACED' } })
    stack.clock.reset()
  })

  it('a double tap with one Idempotency-Key makes one standing order', async () => {
    stack.clock.setTo('2026-11-24T15:00:00Z')
    const days = [{ weekday: 3, cutoffDaysBefore: 1, cutoffTime: '22:00' }]
    expect(
      (await admin.request('PUT', `/api/customers/${users.greenleaf.id}/delivery-schedule`, { days })).status,
    ).toBe(200)
    const products = await greenleaf.get<{ products: { id: string; unitType: string }[] }>(
      `/api/customers/${users.greenleaf.id}/products`,
    )
    const productId = products.body.products.find((p) => p.unitType === 'quantity')!.id
    const body = { items: [{ productId, quantity: 2, quantityType: 'pack' }], everyWeeks: 2 }
    const taps = await Promise.all(
      Array.from({ length: 5 }, () =>
        greenleaf.request<View>('POST', '/api/standing-orders', body, { 'Idempotency-Key': 'tap-1' }),
      ),
    )
    expect(taps.map((t) => t.status)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(taps.map((t) => t.body.id)).size).toBe(1)
    await stack.running.projections.catchUpToHead()
    const rows = (await greenleaf.get<{ rows: View[] }>('/api/standing-orders')).body.rows
    expect(rows.map((r) => r.id)).toEqual([taps[0]!.body.id])
    // Another key is another standing order.
    const other = await greenleaf.request<View>('POST', '/api/standing-orders', body, {
      'Idempotency-Key': 'tap-2',
    })
    expect(other.status).toBe(201)
    expect(other.body.id).not.toBe(taps[0]!.body.id)
    stack.clock.reset()
  })
})

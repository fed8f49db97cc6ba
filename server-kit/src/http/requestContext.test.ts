import { describe, expect, it } from 'vitest'
import { requestIdFrom } from './requestContext.ts'

describe('requestIdFrom', () => {
  it('keeps a UUID the caller sent, in lower case', () => {
    expect(requestIdFrom(' 3F2504E0-4F89-11D3-9A0C-0305E82C3301 ')).toEqual({
      requestId: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    })
  })

  it('makes one when none was sent', () => {
    expect(requestIdFrom(undefined).requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdFrom('').given).toBeUndefined()
  })

  it('keeps anything else only as a sanitized, capped field beside a new id', () => {
    const { requestId, given } = requestIdFrom(`abc"}\n{"x":1 ${'y'.repeat(100)}`)
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(given).toMatch(/^abcx:1y+$/)
    expect(given!.length).toBe(64)
  })
})

import { describe, expect, it } from 'vitest'
import { canonicalJson } from './canonical.ts'

/** The plain definition every stored hash was made with; the fast one must match it byte for byte. */
function reference(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reference(v)}`).join(',')}}`
}

/** Deterministic pseudo-random values of every JSON shape, and some that are not JSON. */
function sample(seed: number, depth = 0): unknown {
  const r = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed % n
  }
  const kind = depth > 3 ? r(6) : r(9)
  switch (kind) {
    case 0:
      return null
    case 1:
      return r(2) === 0
    case 2:
      return [0, -0, 1.5, -42, 1e21, 123456789, Number.NaN, Number.POSITIVE_INFINITY][r(8)]
    case 3:
      return ['', 'a', 'é ü "quoted" \\ \n', '\u2028', 'Z', 'zebra', '10', '\ud83c\udf4e'][r(8)]
    case 4:
      return undefined
    case 5:
      return new Date(Date.UTC(2026, 0, 1 + r(300)))
    case 6:
      return Array.from({ length: r(5) }, (_, i) => sample(seed + i * 7, depth + 1))
    default: {
      const keys = ['b', 'a', 'B', '_', '10', '9', 'é', 'aa', 'orderId', 'lines', '']
      return Object.fromEntries(
        Array.from({ length: r(6) }, (_, i) => [keys[r(keys.length)]!, sample(seed + i * 13, depth + 1)]),
      )
    }
  }
}

describe('canonical JSON', () => {
  it('sorts keys at every level and leaves out undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 2, y: undefined }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[1,{"z":2}]},"b":1}',
    )
  })

  it('writes exactly what the plain definition writes, for thousands of shapes', () => {
    for (let seed = 1; seed <= 5000; seed++) {
      const value = sample(seed)
      expect(canonicalJson(value), JSON.stringify(value)).toBe(reference(value))
    }
  })
})

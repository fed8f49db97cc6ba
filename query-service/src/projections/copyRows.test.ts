import { describe, expect, it } from 'vitest'
import { copyText } from './copyRows.ts'

describe('copyText', () => {
  it('writes null as COPY’s null marker and a string that looks like it escaped', () => {
    expect(copyText(null)).toBe('\\N')
    expect(copyText('\\N')).toBe('\\\\N')
  })

  it('escapes the characters COPY reserves, and nothing else', () => {
    expect(copyText('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e')
    expect(copyText(`"quoted" 'x' — 日本`)).toBe(`"quoted" 'x' — 日本`)
  })

  it('writes numbers and booleans as PostgreSQL reads them', () => {
    expect(copyText(12.5)).toBe('12.5')
    expect(copyText(-3)).toBe('-3')
    expect(copyText(true)).toBe('t')
    expect(copyText(false)).toBe('f')
  })

  it('refuses a number PostgreSQL would not store as given', () => {
    expect(() => copyText(Number.NaN)).toThrow('Not a finite number')
    expect(() => copyText(Number.POSITIVE_INFINITY)).toThrow('Not a finite number')
  })
})

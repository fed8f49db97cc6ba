import { describe, expect, it } from 'vitest'
import { boundedText, hasForbiddenCharacters, textIssue, textLength } from './text.ts'

const businessName = boundedText('Business name', 80, { required: 'Please enter the business name.' })
const description = boundedText('Description', 500, { multiline: true })

const LINE = 'Business name cannot contain line breaks or control characters.'

describe('bounded text', () => {
  it('trims, and takes exactly its limit', () => {
    expect(businessName.parse('  Blue Door  ')).toBe('Blue Door')
    expect(businessName.parse(` ${'B'.repeat(80)} `)).toBe('B'.repeat(80))
    expect(textIssue(businessName, 'B'.repeat(81))).toBe('Business name must be at most 80 characters.')
    expect(textIssue(businessName, 'B'.repeat(124))).toBe('Business name must be at most 80 characters.')
  })

  it('asks for a required value when blank or missing', () => {
    for (const blank of ['', '   ', undefined, null, 42])
      expect(textIssue(businessName, blank)).toBe('Please enter the business name.')
    expect(boundedText('Nickname', 10).parse('')).toBe('')
    expect(textIssue(boundedText('Nickname', 10), 42)).toBe('Nickname must be text.')
  })

  it('refuses C0 and C1 controls, DEL, TAB, CR and LF inside the text', () => {
    for (const control of [
      '\r\n',
      '\n',
      '\r',
      '\t',
      '\u0000',
      '\u0007',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u009f',
    ])
      expect(textIssue(businessName, `Evil${control}Bcc: x@example.com`)).toBe(LINE)
  })

  it('refuses the Unicode line and paragraph separators', () => {
    expect(textIssue(businessName, 'Blue\u2028Door')).toBe(LINE)
    expect(textIssue(businessName, 'Blue\u2029Door')).toBe(LINE)
  })

  it('refuses bidi embeddings, overrides and isolates', () => {
    for (const bidi of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ])
      expect(textIssue(businessName, `Deli ${bidi}fdp.exe`)).toBe(LINE)
  })

  it('keeps letters of every script, accents, emoji and ordinary punctuation', () => {
    for (const name of [
      'Café Ünïcødé',
      'Łódź Delikatesy',
      'Épicerie « Chez Zoë »',
      '東京フーズ',
      'Taquería 🌮',
      "O'Brien & Sons, Ltd.",
    ])
      expect(businessName.parse(name)).toBe(name)
  })

  it('composes to NFC before counting, so an accent typed as two code points counts once', () => {
    const decomposed = 'Cafe\u0301'
    expect(businessName.parse(decomposed)).toBe('Caf\u00e9')
    expect(textLength(decomposed)).toBe(4)
    expect(businessName.parse(`Cafe\u0301${'x'.repeat(76)}`)).toHaveLength(80)
  })

  it('counts characters, not UTF-16 units: an emoji is one', () => {
    expect(textLength('🌮🌮')).toBe(2)
    expect(businessName.parse('🌮'.repeat(80))).toBe('🌮'.repeat(80))
    expect(textIssue(businessName, '🌮'.repeat(81))).toBe('Business name must be at most 80 characters.')
  })

  it('multi-line text allows LF, reads CRLF as LF, and refuses every other control', () => {
    expect(description.parse('Cold pressed\r\nTin of 3 l\n')).toBe('Cold pressed\nTin of 3 l')
    expect(description.parse('One\n\nTwo')).toBe('One\n\nTwo')
    for (const control of ['\r', '\t', '\u0000', '\u007f', '\u2028', '\u202e'])
      expect(textIssue(description, `One${control}Two`)).toBe(
        'Description cannot contain control characters.',
      )
    expect(hasForbiddenCharacters('a\nb', true)).toBe(false)
    expect(hasForbiddenCharacters('a\nb')).toBe(true)
  })
})

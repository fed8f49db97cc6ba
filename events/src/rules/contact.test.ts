import { describe, expect, it } from 'vitest'
import * as contact from './contact.ts'

describe('email (spec 5)', () => {
  it('is trimmed and lower-cased', () => {
    expect(contact.normalizeEmail('  Dana.Reyes@Provender.TEST ')).toBe('dana.reyes@provender.test')
  })

  it.each(['dana@provender.test', 'd@b.co', ' Dana@Example.COM ', 'first.last+tag@mail.example.org'])(
    '%j is valid',
    (email) => {
      expect(contact.isValidEmail(email)).toBe(true)
    },
  )

  it.each([
    '',
    'dana',
    'dana@',
    '@provender.test',
    'dana@provender',
    'dana@provender.c',
    'da na@provender.test',
    'dana@provender.t3st',
    'a@b@c.com',
  ])('%j is not valid', (email) => {
    expect(contact.isValidEmail(email)).toBe(false)
  })

  it('the schema gives the normalized address, or the spec message', () => {
    expect(contact.emailSchema.parse(' Dana@Provender.TEST ')).toBe('dana@provender.test')
    const result = contact.emailSchema.safeParse('dana@provender')
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please enter a valid email.'])
    expect(contact.emailSchema.safeParse(42).error?.issues.map((i) => i.message)).toEqual([
      'Please enter a valid email.',
    ])
  })
})

describe('phone (spec 5)', () => {
  it.each([
    ['(312) 555-0100', '3125550100'],
    ['312.555.0100', '3125550100'],
    ['1 312 555 0100', '3125550100'],
    ['+1 (312) 555-0100', '3125550100'],
    ['2 312 555 0100', '23125550100'],
    ['555-0100', '5550100'],
  ])('%j keeps the digits %j', (raw, digits) => {
    expect(contact.normalizePhone(raw)).toBe(digits)
  })

  it.each([
    ['3125550100', true],
    ['1-312-555-0100', true],
    ['2-312-555-0100', false],
    ['555-0100', false],
    ['', false],
  ])('%j is valid: %s', (raw, valid) => {
    expect(contact.isValidPhone(raw)).toBe(valid)
  })

  it.each([
    ['', ''],
    ['3', '(3'],
    ['312', '(312'],
    ['3125', '(312) 5'],
    ['312555', '(312) 555'],
    ['3125550', '(312) 555-0'],
    ['3125550100', '(312) 555-0100'],
    ['13125550100', '(312) 555-0100'],
    ['312555010099', '(312) 555-0100'],
  ])('%j is masked as %j', (raw, masked) => {
    expect(contact.formatPhone(raw)).toBe(masked)
  })

  it('the schema stores digits, or gives the spec message', () => {
    expect(contact.phoneSchema.parse('(312) 555-0100')).toBe('3125550100')
    expect(contact.phoneSchema.safeParse('555-0100').error?.issues.map((i) => i.message)).toEqual([
      'Enter a valid 10-digit phone number.',
    ])
  })
})

describe('profile (spec 5)', () => {
  it('trims the names and normalizes email and phone', () => {
    expect(
      contact.profileSchema.parse({
        firstName: ' Dana ',
        lastName: ' Reyes',
        email: 'Dana@Provender.TEST',
        phone: '1 (312) 555-0100',
      }),
    ).toEqual({ firstName: 'Dana', lastName: 'Reyes', email: 'dana@provender.test', phone: '3125550100' })
  })

  it('reports each field with the message of the spec', () => {
    const result = contact.profileSchema.safeParse({
      firstName: '  ',
      lastName: '',
      email: 'dana',
      phone: '123',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', 'Please enter your first name.'],
      ['lastName', 'Please enter your last name.'],
      ['email', 'Please enter a valid email.'],
      ['phone', 'Enter a valid 10-digit phone number.'],
    ])
  })

  it('missing fields get the same messages', () => {
    expect(
      contact.profileSchema.safeParse({}).error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([
      ['firstName', 'Please enter your first name.'],
      ['lastName', 'Please enter your last name.'],
      ['email', 'Please enter a valid email.'],
      ['phone', 'Enter a valid 10-digit phone number.'],
    ])
  })
})

describe('profile text policy (issue 22)', () => {
  const dana = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@provender.test', phone: '3125550100' }
  const messages = (body: unknown) =>
    contact.profileSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

  it('names hold at most 60 characters, composed to NFC', () => {
    expect(messages({ ...dana, firstName: 'D'.repeat(60), lastName: 'Zoe\u0308' })).toEqual([])
    expect(contact.profileSchema.parse({ ...dana, lastName: 'Zoe\u0308' }).lastName).toBe('Zo\u00eb')
    expect(messages({ ...dana, firstName: 'D'.repeat(61), lastName: 'R'.repeat(61) })).toEqual([
      ['firstName', 'First name must be at most 60 characters.'],
      ['lastName', 'Last name must be at most 60 characters.'],
    ])
  })

  it('names refuse line breaks, controls and bidi overrides', () => {
    expect(messages({ ...dana, firstName: 'Dana\r\nBcc: x@example.com', lastName: 'Re\u202Eyes' })).toEqual([
      ['firstName', 'First name cannot contain line breaks or control characters.'],
      ['lastName', 'Last name cannot contain line breaks or control characters.'],
    ])
  })

  it('an email holds at most 254 characters and no control character', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(184)}.test`
    expect(at254).toHaveLength(254)
    expect(contact.emailSchema.parse(at254)).toBe(at254)
    expect(contact.isValidEmail(at254)).toBe(true)
    expect(contact.emailSchema.safeParse(`a${at254}`).error?.issues.map((i) => i.message)).toEqual([
      'Email must be at most 254 characters.',
    ])
    expect(contact.isValidEmail(`a${at254}`)).toBe(false)
    for (const hidden of [
      'dana\u007f@provender.test',
      'dana\u0085@provender.test',
      'da\u202Ena@provender.test',
    ]) {
      expect(contact.isValidEmail(hidden)).toBe(false)
      expect(contact.emailSchema.safeParse(hidden).error?.issues.map((i) => i.message)).toEqual([
        'Please enter a valid email.',
      ])
    }
  })
})

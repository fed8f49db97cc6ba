import { describe, expect, it } from 'vitest'
import {
  emailSchema,
  formatPhone,
  isValidEmail,
  isValidPhone,
  normalizeEmail,
  normalizePhone,
  phoneSchema,
  profileSchema,
} from './contact.ts'

describe('email (spec 5)', () => {
  it('is trimmed and lower-cased', () => {
    expect(normalizeEmail('  Dana.Reyes@Provender.TEST ')).toBe('dana.reyes@provender.test')
  })

  it.each(['dana@provender.test', 'd@b.co', ' Dana@Example.COM ', 'first.last+tag@mail.example.org'])(
    '%j is valid',
    (email) => {
      expect(isValidEmail(email)).toBe(true)
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
    expect(isValidEmail(email)).toBe(false)
  })

  it('the schema gives the normalized address, or the spec message', () => {
    expect(emailSchema.parse(' Dana@Provender.TEST ')).toBe('dana@provender.test')
    const result = emailSchema.safeParse('dana@provender')
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please enter a valid email.'])
    expect(emailSchema.safeParse(42).error?.issues.map((i) => i.message)).toEqual([
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
    expect(normalizePhone(raw)).toBe(digits)
  })

  it.each([
    ['3125550100', true],
    ['1-312-555-0100', true],
    ['2-312-555-0100', false],
    ['555-0100', false],
    ['', false],
  ])('%j is valid: %s', (raw, valid) => {
    expect(isValidPhone(raw)).toBe(valid)
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
    expect(formatPhone(raw)).toBe(masked)
  })

  it('the schema stores digits, or gives the spec message', () => {
    expect(phoneSchema.parse('(312) 555-0100')).toBe('3125550100')
    expect(phoneSchema.safeParse('555-0100').error?.issues.map((i) => i.message)).toEqual([
      'Enter a valid 10-digit phone number.',
    ])
  })
})

describe('profile (spec 5)', () => {
  it('trims the names and normalizes email and phone', () => {
    expect(
      profileSchema.parse({
        firstName: ' Dana ',
        lastName: ' Reyes',
        email: 'Dana@Provender.TEST',
        phone: '1 (312) 555-0100',
      }),
    ).toEqual({ firstName: 'Dana', lastName: 'Reyes', email: 'dana@provender.test', phone: '3125550100' })
  })

  it('reports each field with the message of the spec', () => {
    const result = profileSchema.safeParse({ firstName: '  ', lastName: '', email: 'dana', phone: '123' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', 'Please enter your first name.'],
      ['lastName', 'Please enter your last name.'],
      ['email', 'Please enter a valid email.'],
      ['phone', 'Enter a valid 10-digit phone number.'],
    ])
  })

  it('missing fields get the same messages', () => {
    expect(profileSchema.safeParse({}).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', 'Please enter your first name.'],
      ['lastName', 'Please enter your last name.'],
      ['email', 'Please enter a valid email.'],
      ['phone', 'Enter a valid 10-digit phone number.'],
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { auditorFormErrors } from './auditorForm.ts'

describe('the auditor form', () => {
  it('accepts a complete contact', () => {
    expect(
      auditorFormErrors({
        firstName: 'Ada',
        lastName: 'Byrne',
        email: 'ada@provender.test',
        phone: '3125550103',
      }),
    ).toEqual({})
  })

  it('names each field that is wrong, once', () => {
    const errors = auditorFormErrors({ firstName: ' ', lastName: 'Byrne', email: 'ada', phone: '12' })
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstName', 'phone'])
    expect(errors.firstName).toBe('Please enter your first name.')
  })
})

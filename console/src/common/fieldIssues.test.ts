import { describe, expect, it } from 'vitest'
import { fieldIssues, refusal } from './fieldIssues.ts'

describe('a refused save’s issues, put under their fields', () => {
  const fields = ['businessName', 'firstName', 'phone'] as const

  it('takes the message of each issue that names a field of the form, the first one per field', () => {
    expect(
      fieldIssues(
        [
          'businessName: The business name is at most 200 characters.',
          'firstName: Please enter the first name.',
          'firstName: A second message for the same field.',
        ],
        fields,
      ),
    ).toEqual({
      byField: {
        businessName: 'The business name is at most 200 characters.',
        firstName: 'Please enter the first name.',
      },
      rest: [],
    })
  })

  it('keeps whole the issues about fields the form does not show, and those that name none', () => {
    expect(
      fieldIssues(
        ['products.3.price: Price must be 0 or more.', 'Send the customer’s fields to save.'],
        fields,
      ),
    ).toEqual({
      byField: {},
      rest: ['products.3.price: Price must be 0 or more.', 'Send the customer’s fields to save.'],
    })
  })

  it('gives a form the named fields’ messages, or a general error when the server named none', () => {
    expect(refusal({ firstName: 'Please enter the first name.', phone: undefined }, 'Failed.')).toEqual({
      firstName: 'Please enter the first name.',
    })
    expect(refusal({}, 'Failed to save customer.')).toEqual({
      root: { serverError: 'Failed to save customer.' },
    })
  })
})

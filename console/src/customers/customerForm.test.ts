import { describe, expect, it } from 'vitest'
import { blueDoorDetails } from '../testing/customers.ts'
import { CUSTOMER_MESSAGES, customerDraft, validateCustomer, valuesOf } from './customerForm.ts'

// The email as typed, to be trimmed and lower-cased.
const filled = { ...blueDoorDetails, email: ' Maya@BlueDoor.TEST ', salesUserId: '' as const }

describe('customer form', () => {
  it('asks an admin creating a customer for a sales rep, with the spec’s text', () => {
    expect(validateCustomer(filled, { ownerRequired: true })).toEqual({
      salesUserId: CUSTOMER_MESSAGES.salesRep,
    })
    expect(CUSTOMER_MESSAGES.salesRep).toBe('Please select a Sales Rep for this customer.')
    expect(validateCustomer(filled, { ownerRequired: false })).toEqual({})
  })
  it('flags blank names, a bad email and a short phone', () => {
    const errors = validateCustomer(
      { ...filled, businessName: ' ', accountNumber: '', email: 'nope', phone: '312555' },
      { ownerRequired: false },
    )
    expect(Object.keys(errors).sort()).toEqual(['accountNumber', 'businessName', 'email', 'phone'])
    expect(errors.email).toBe('Enter a valid email (e.g., name@example.com).')
  })
  it('builds the body: trimmed, email lower-cased, owner only when the user chooses it', () => {
    const lines = [
      {
        productId: 'A',
        name: 'A',
        description: '',
        unitType: 'weight' as const,
        packsPerCase: null,
        defaultPrice: 2,
        price: 1.5,
      },
    ]
    const asAdmin = customerDraft({ ...filled, salesUserId: 3 }, lines, { chooseOwner: true, version: 4 })
    expect(asAdmin).toEqual({
      ...blueDoorDetails,
      products: [{ productId: 'A', price: 1.5 }],
      salesUserId: 3,
      version: 4,
    })
    expect(customerDraft({ ...filled, salesUserId: 3 }, [], { chooseOwner: false })).not.toHaveProperty(
      'salesUserId',
    )
  })
  it('starts a new customer blank, with no owner and no lines', () => {
    expect(valuesOf(undefined)).toEqual({
      businessName: '',
      accountNumber: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      salesUserId: '',
      products: [],
    })
  })
})

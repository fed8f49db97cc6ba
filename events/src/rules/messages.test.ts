import { describe, expect, it } from 'vitest'
import { badInputMessages, codeIn } from '../testing/messages.ts'
import { categoryInputSchema, productInputSchema } from './catalogue.ts'
import { profileSchema } from './contact.ts'
import { accountNumberSchema, businessNameSchema } from './customer.ts'

/**
 * The forms show these schemas' messages as they are (the console validates with them too),
 * so each must read as a person wrote it: no field name of the code, no error code.
 */
const product = {
  id: 'OIL-6',
  name: 'Olive oil',
  description: '',
  unitType: 'quantity',
  packsPerCase: 6,
  price: 9.5,
  categoryId: null,
}
const schemas = {
  product: badInputMessages(productInputSchema, product, [
    { ...product, packsPerCase: undefined },
    { ...product, unitType: 'weight', packsPerCase: 0 },
  ]),
  category: badInputMessages(categoryInputSchema, { name: 'Dry goods' }),
  profile: badInputMessages(profileSchema, {
    firstName: 'Ada',
    lastName: 'Lee',
    email: 'ada@example.com',
    phone: '3125550142',
  }),
  'business name': badInputMessages(businessNameSchema, 'Blue Door Bistro'),
  'account number': badInputMessages(accountNumberSchema, 'BD-1001'),
}

describe('what the input schemas say to a person', () => {
  it('finds the messages it scans (the product form among them)', () => {
    expect(schemas.product).toContain('Packs per case is required for products sold by the pack or case.')
    expect(schemas.profile).toContain('Please enter your first name.')
  })

  it.each(Object.entries(schemas))('the %s messages hold no code names', (_, messages) => {
    expect(messages.filter((m) => codeIn(m).length > 0)).toEqual([])
  })
})

describe('codeIn', () => {
  it.each([
    ['Packs per case is required for unitType quantity.', ['unitType']],
    ['Choose a sales_rep.', ['sales_rep']],
    ['Product not found (PRODUCT_NOT_FOUND).', ['PRODUCT_NOT_FOUND']],
    ['products must be a list of { productId, price }.', ['{', 'productId', '}']],
    ['Too small: expected string to have >=1 characters', ['Too small', 'expected string']],
    ['Enter a valid email (e.g., user@example.com).', []],
    ['Price can have at most two decimals (step 0.01).', []],
  ])('%j reads as code: %j', (message, found) => {
    expect(codeIn(message)).toEqual(found)
  })
})

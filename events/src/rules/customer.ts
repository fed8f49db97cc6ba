import { boundedText } from './text.ts'

export const BUSINESS_NAME_MAX = 80
export const ACCOUNT_NUMBER_MAX = 50

/** A customer's names as typed in the customer form; the console shows the same messages. */
export const businessNameSchema = boundedText('Business name', BUSINESS_NAME_MAX, {
  required: 'Please enter the business name.',
})
export const accountNumberSchema = boundedText('Account number', ACCOUNT_NUMBER_MAX, {
  required: 'Please enter the account number.',
})

/** docs/api.md: what the customers list sorts by (`sortBy`); the console offers the same. */
export const CUSTOMER_SORT_FIELDS = [
  'businessName',
  'accountNumber',
  'firstName',
  'lastName',
  'email',
  'salesRep',
  'createdAt',
] as const
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number]

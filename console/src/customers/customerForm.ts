import { accountNumberSchema, businessNameSchema, textIssue } from '@provender/events'
import {
  type Contact,
  type ContactErrors,
  contactOf,
  failedOnly,
  trimmedContact,
  validateContact,
} from '../common/contact.ts'
import type { Customer, CustomerDraft } from '../dataProvider/index.ts'
import { linesBody, type ProductLine } from './productLines.ts'

/** The customer form's values; `salesUserId` is '' until an admin chooses an owner. */
export interface CustomerValues extends Contact {
  businessName: string
  accountNumber: string
  salesUserId: number | ''
}

/** What the react-admin form holds: the fields and the product lines, sent together on Save. */
export interface CustomerFormValues extends CustomerValues {
  products: ProductLine[]
}

export type CustomerErrors = ContactErrors &
  Partial<Record<'businessName' | 'accountNumber' | 'salesUserId', string>>

export const CUSTOMER_MESSAGES = {
  businessName: 'Please enter the business name.',
  accountNumber: 'Please enter the account number.',
  salesRep: 'Please select a Sales Rep for this customer.',
  added: 'Customer added.',
  updated: 'Customer updated.',
  saveFailed: 'Failed to save customer.',
  loadFailed: 'Failed to get customer information',
} as const

export function valuesOf(customer: Customer | undefined): CustomerFormValues {
  return {
    ...contactOf(customer),
    businessName: customer?.businessName ?? '',
    accountNumber: customer?.accountNumber ?? '',
    salesUserId: customer?.salesUserId ?? '',
    products: customer?.products ?? [],
  }
}

/**
 * Spec 5: the contact rules, both names of the business (the server's own schemas, so the
 * limits and messages are the API's), and (admin creating) an owner.
 */
export function validateCustomer(
  values: CustomerValues,
  options: { ownerRequired: boolean },
): CustomerErrors {
  const errors: CustomerErrors = validateContact(values)
  errors.businessName = textIssue(businessNameSchema, values.businessName)
  errors.accountNumber = textIssue(accountNumberSchema, values.accountNumber)
  if (options.ownerRequired && values.salesUserId === '') errors.salesUserId = CUSTOMER_MESSAGES.salesRep
  return failedOnly(errors)
}

/** The body of POST/PUT /api/customers; the owner only when this user may choose it. */
export function customerDraft(
  values: CustomerValues,
  lines: readonly ProductLine[],
  options: { chooseOwner: boolean; version?: number },
): CustomerDraft {
  const draft: CustomerDraft = {
    ...trimmedContact(values),
    businessName: values.businessName.trim(),
    accountNumber: values.accountNumber.trim(),
    products: linesBody(lines),
  }
  if (options.chooseOwner && values.salesUserId !== '') draft.salesUserId = values.salesUserId
  if (options.version !== undefined) draft.version = options.version
  return draft
}

import {
  EMAIL_MAX,
  firstNameSchema,
  isValidEmail,
  isValidPhone,
  lastNameSchema,
  normalizeEmail,
  textIssue,
  textLength,
  tooLongMessage,
} from '@provender/events'
import { EMAIL_INVALID, EMAIL_REQUIRED } from '@provender/web-shared/emailField.ts'

/** A person's contact fields as the forms hold them; phone is digits only (spec 3). */
export interface Contact {
  firstName: string
  lastName: string
  email: string
  phone: string
}

export type ContactErrors = Partial<Record<keyof Contact, string>>

export const CONTACT_MESSAGES = {
  firstName: 'Please enter the first name.',
  lastName: 'Please enter the last name.',
  phone: 'Enter a valid 10-digit phone number.',
  general: 'Please fix the highlighted fields.',
} as const

/** Spec 5's email and phone rules, and names that are not blank, held to the server's text policy. */
export function validateContact(contact: Contact): ContactErrors {
  const errors: ContactErrors = {}
  if (!contact.firstName.trim()) errors.firstName = CONTACT_MESSAGES.firstName
  else errors.firstName = textIssue(firstNameSchema, contact.firstName)
  if (!contact.lastName.trim()) errors.lastName = CONTACT_MESSAGES.lastName
  else errors.lastName = textIssue(lastNameSchema, contact.lastName)
  const email = normalizeEmail(contact.email)
  if (!email) errors.email = EMAIL_REQUIRED
  else if (textLength(email) > EMAIL_MAX) errors.email = tooLongMessage('Email', EMAIL_MAX)
  else if (!isValidEmail(email)) errors.email = EMAIL_INVALID
  if (!isValidPhone(contact.phone)) errors.phone = CONTACT_MESSAGES.phone
  return failedOnly(errors)
}

/** Only the fields that failed, so `Object.keys(errors).length` counts failures. */
export function failedOnly<Errors extends Record<string, string | undefined>>(errors: Errors): Errors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as Errors
}

export function trimmedContact(contact: Contact): Contact {
  return {
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    email: normalizeEmail(contact.email),
    phone: contact.phone.replace(/\D/g, ''),
  }
}

export function contactOf(record: Partial<Contact> | undefined): Contact {
  return {
    firstName: record?.firstName ?? '',
    lastName: record?.lastName ?? '',
    email: record?.email ?? '',
    // Spec 3: only digits are kept when loading.
    phone: (record?.phone ?? '').replace(/\D/g, ''),
  }
}

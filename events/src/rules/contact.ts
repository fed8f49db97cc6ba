import { z } from 'zod'
import { boundedText, hasForbiddenCharacters, textLength, tooLongMessage } from './text.ts'

/** Spec 5: an address with a top-level domain of at least two letters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/
/** RFC 5321: the longest address a mail server has to accept. */
export const EMAIL_MAX = 254
export const PERSON_NAME_MAX = 60

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase()
}

export function isValidEmail(raw: string): boolean {
  const email = normalizeEmail(raw)
  return EMAIL_PATTERN.test(email) && !hasForbiddenCharacters(email) && textLength(email) <= EMAIL_MAX
}

/** Keeps the digits; a leading 1 on an 11-digit entry is the country code and is dropped. */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

export function isValidPhone(raw: string): boolean {
  return normalizePhone(raw).length === 10
}

/** (###) ###-#### for display; partial input is masked as far as it goes. */
export function formatPhone(raw: string): string {
  const d = normalizePhone(raw).slice(0, 10)
  if (d.length <= 3) return d.length ? `(${d}` : ''
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`
}

export const emailSchema = z
  .string({ error: 'Please enter a valid email.' })
  .transform(normalizeEmail)
  .refine((v) => EMAIL_PATTERN.test(v) && !hasForbiddenCharacters(v), {
    message: 'Please enter a valid email.',
    abort: true,
  })
  .refine((v) => textLength(v) <= EMAIL_MAX, tooLongMessage('Email', EMAIL_MAX))

export const phoneSchema = z
  .string({ error: 'Enter a valid 10-digit phone number.' })
  .transform(normalizePhone)
  .refine((v) => v.length === 10, 'Enter a valid 10-digit phone number.')

/** A person's names: spec 5's messages when blank, the text policy's limit and characters. */
export const firstNameSchema = boundedText('First name', PERSON_NAME_MAX, {
  required: 'Please enter your first name.',
})
export const lastNameSchema = boundedText('Last name', PERSON_NAME_MAX, {
  required: 'Please enter your last name.',
})

/** The profile rules of spec 5, with its messages, and the text policy's limits. */
export const profileSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
})
export type Profile = z.infer<typeof profileSchema>

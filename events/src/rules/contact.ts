import { z } from 'zod'

/** Spec 5: an address with a top-level domain of at least two letters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase()
}

export function isValidEmail(raw: string): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(raw))
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
  .refine((v) => EMAIL_PATTERN.test(v), 'Please enter a valid email.')

export const phoneSchema = z
  .string({ error: 'Enter a valid 10-digit phone number.' })
  .transform(normalizePhone)
  .refine((v) => v.length === 10, 'Enter a valid 10-digit phone number.')

/** The profile rules of spec 5, with its messages. */
export const profileSchema = z.object({
  firstName: z
    .string({ error: 'Please enter your first name.' })
    .trim()
    .min(1, 'Please enter your first name.')
    .max(100),
  lastName: z
    .string({ error: 'Please enter your last name.' })
    .trim()
    .min(1, 'Please enter your last name.')
    .max(100),
  email: emailSchema,
  phone: phoneSchema,
})
export type Profile = z.infer<typeof profileSchema>

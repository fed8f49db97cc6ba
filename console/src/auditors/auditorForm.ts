import { profileSchema } from '@provender/events'
import type { Contact } from '../common/contact.ts'

/** An auditor is a contact and a role: the form holds the contact (phone as digits). */
export type AuditorForm = Contact

export type FieldErrors = Partial<Record<keyof AuditorForm, string>>

/** The same contact rules the server applies, checked before sending; first message per field. */
export function auditorFormErrors(form: AuditorForm): FieldErrors {
  const parsed = profileSchema.safeParse(form)
  if (parsed.success) return {}
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof AuditorForm
    errors[field] ??= issue.message
  }
  return errors
}

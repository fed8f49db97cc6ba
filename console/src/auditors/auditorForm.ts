import { profileSchema } from '@provender/events'
import type { AuditorForm } from './auditorsApi.ts'

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

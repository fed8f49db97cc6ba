import { type FormEvent, useState } from 'react'
import { api } from './api.ts'
import { type FieldErrors, useFieldForm } from './fieldBinding.ts'
import { type PasswordForm, passwordServerErrors } from './passwordChange.ts'

/**
 * A form that sets a new password: the screen's own checks first, then the POST to `path`. The
 * server's refusal of the new password lands under the field it is about, anything else in the
 * alert above the form. `onChanged` moves the page on, so the form stays busy from then on.
 * `takeRefusal` handles a refusal of its own (a spent link) and says so by returning true.
 */
export function usePasswordSubmit<F extends keyof PasswordForm, Answer>({
  empty,
  check,
  path,
  body,
  skipAuthRedirect = false,
  onChanged,
  takeRefusal,
}: {
  empty: Record<F, string>
  check: (values: Record<F, string>) => FieldErrors<F>
  path: string
  body: (values: Record<F, string>) => unknown
  /** A signed-out page: a 401 is the server's answer to show, not a reason to sign in. */
  skipAuthRedirect?: boolean
  onChanged: (answer: Answer | null) => void
  takeRefusal?: (error: unknown) => boolean
}) {
  const fields = useFieldForm<F>(empty)
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setAlert(null)
    if (!fields.validate(check)) return
    setBusy(true)
    let answer: Answer | null
    try {
      answer = await api<Answer | null>(path, { method: 'POST', body: body(fields.values), skipAuthRedirect })
    } catch (error) {
      setBusy(false)
      if (takeRefusal?.(error)) return
      const mapped = passwordServerErrors(error)
      fields.setErrors(mapped.fields)
      setAlert(mapped.alert)
      return
    }
    onChanged(answer)
  }

  return { fields, alert, busy, handleSubmit }
}

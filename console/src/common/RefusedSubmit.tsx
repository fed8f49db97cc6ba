import { useEffect, useRef } from 'react'
import { type FieldErrors, useFormState } from 'react-hook-form'
import { focusFirstInvalid } from './focusFirstInvalid.ts'

/** Who refused a save: the form's own validator, or the server (a 400 whose issues name fields). */
export type Refuser = 'form' | 'server'

/**
 * Placed inside a react-admin form: once a submit ends with errors, the first field marked
 * invalid gets focus, centred clear of the top bar (the fields show their errors only after the
 * render that follows the submit), and `onRefused` hears who refused it.
 */
export function RefusedSubmit({ onRefused }: { onRefused?: (by: Refuser, errors: FieldErrors) => void }) {
  const { submitCount, errors } = useFormState()
  const anchor = useRef<HTMLSpanElement>(null)
  const handled = useRef(submitCount)
  useEffect(() => {
    if (submitCount === handled.current) return
    handled.current = submitCount
    const failed = Object.values(errors)
    if (failed.length === 0) return
    onRefused?.(failed.every((error) => error?.type === 'server') ? 'server' : 'form', errors)
    focusFirstInvalid(anchor.current?.closest('form') ?? null)
  }, [submitCount, errors, onRefused])
  return <span ref={anchor} hidden />
}

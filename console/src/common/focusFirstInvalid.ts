/** What MUI marks invalid: the input itself, or a select's combobox (its hidden input is aria-hidden). */
const INVALID_FIELD = '[aria-invalid="true"]:not([aria-hidden="true"]):not(:disabled)'

/**
 * Moves focus to the first field the form marks invalid, in reading order, and brings it to the
 * middle of the screen (a plain focus() would leave it under the fixed top bar). False when none.
 */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  const field = form?.querySelector<HTMLElement>(INVALID_FIELD)
  if (!field) return false
  field.focus({ preventScroll: true })
  field.scrollIntoView?.({ block: 'center' })
  return true
}

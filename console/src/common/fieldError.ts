/**
 * The text of a react-hook-form error as react-admin leaves it: a form-level validator's string
 * arrives wrapped (`{ message: text }`), a server's issue (`setSubmissionErrors`) as plain text.
 */
export function fieldErrorText(error: { message?: unknown } | undefined): string | undefined {
  const message = error?.message
  if (typeof message === 'string') return message || undefined
  if (message && typeof message === 'object' && 'message' in message && typeof message.message === 'string')
    return message.message
  return undefined
}

/**
 * A 400's `issues` name their field first ("businessName: Please enter the business name.",
 * server-kit's error middleware), so a refused save can show each message under its own field.
 * Issues about fields the form does not show stay in `rest`, for the form's general message.
 */
export function fieldIssues<Field extends string>(
  issues: readonly string[],
  fields: readonly Field[],
): { byField: Partial<Record<Field, string>>; rest: string[] } {
  const known: ReadonlySet<string> = new Set(fields)
  const byField: Partial<Record<Field, string>> = {}
  const rest: string[] = []
  for (const issue of issues) {
    const match = /^([A-Za-z]\w*): (.+)$/s.exec(issue)
    const field = match?.[1]
    if (match && field && known.has(field)) byField[field as Field] ??= match[2]
    else rest.push(issue)
  }
  return { byField, rest }
}

/** What a react-admin form's save gives back when refused: messages by field, or a general one. */
export type SubmitErrors = Record<string, string | { serverError: string }>

/**
 * The refusal in that shape: the fields' messages when the server named fields, else the form
 * still carries an error (`root.serverError`), so it never counts as saved and leaving it warns.
 */
export function refusal(byField: Partial<Record<string, string>>, message: string): SubmitErrors {
  const named = Object.entries(byField).filter((entry): entry is [string, string] => entry[1] !== undefined)
  return named.length > 0 ? Object.fromEntries(named) : { root: { serverError: message } }
}

/** The weight tolerance as typed in its dialog: a whole percent from 0 to 100, else why not. */
export function toleranceProblem(text: string): string | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return 'Enter a whole percent from 0 to 100.'
  return Number(trimmed) > 100 ? 'Enter a whole percent from 0 to 100.' : null
}

export const TOLERANCE_MESSAGES = {
  saved: 'Weight tolerance saved.',
  failed: 'Failed to save the weight tolerance.',
  loadFailed: 'Failed to load the weight tolerance.',
} as const

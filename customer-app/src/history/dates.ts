const placedAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** e.g. "Nov 20, 2026, 2:03 PM" in the browser's time zone. */
export function formatPlacedAt(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : placedAtFormat.format(date)
}

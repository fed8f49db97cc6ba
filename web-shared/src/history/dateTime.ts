const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * An instant as both apps show when something happened, "Nov 20, 2026, 2:03 PM", in the
 * browser's time zone: an order's placing (console and ordering app) and each entry of a
 * customer's history. What is not an instant reads `fallback` (nothing unless told).
 */
export function formatDateTime(iso: string | null | undefined, fallback = ''): string {
  if (!iso) return fallback
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? fallback : dateTime.format(date)
}

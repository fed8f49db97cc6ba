import { formatDateTime } from '@provender/web-shared/format/index.ts'

/** e.g. "Nov 20, 2026, 2:03 PM" in the browser's time zone; a text that is no date stays as it is. */
export const formatPlacedAt = (iso: string): string => formatDateTime(iso, iso)

import { z } from 'zod'

/** A calendar date in a query (YYYY-MM-DD, a real day), as the delivery reads take it. */
export const calendarDateParam = (name: string) =>
  z.iso.date({ error: `${name} must be a date such as 2026-12-01 (YYYY-MM-DD).` })

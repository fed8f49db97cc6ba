import { z } from 'zod'

export const roleSchema = z.enum(['admin', 'sales', 'customer', 'auditor'])
export type Role = z.infer<typeof roleSchema>

/** Who did it, when, and which request and earlier event it came from. */
export const metadataSchema = z.object({
  actorId: z.number().int().positive().nullable(),
  actorRole: z.union([roleSchema, z.literal('system')]),
  correlationId: z.uuid(),
  causationId: z.uuid().nullable(),
  occurredAt: z.iso.datetime({ offset: true }),
  /**
   * The spreadsheet row that made this event (issue 26): which import, of which file (name and
   * SHA-256), which row. Absent: typed in a form, or placed by the API.
   */
  import: z
    .object({
      importId: z.uuid(),
      fileName: z.string().min(1).max(255),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      row: z.number().int().positive(),
    })
    .optional(),
})
export type EventMetadata = z.infer<typeof metadataSchema>

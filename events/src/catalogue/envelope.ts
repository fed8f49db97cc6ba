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
})
export type EventMetadata = z.infer<typeof metadataSchema>

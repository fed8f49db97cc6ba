import type { SliceRouteDoc } from '@provender/server-kit'
import type { z } from 'zod'

/**
 * A GET of one thing by the path's key: its answer, or 404 with `notFound` where there is none
 * the caller may see (the house answers an invisible one as a missing one).
 */
export function oneRowDoc(doc: {
  path: string
  summary: string
  description?: string
  params: z.ZodType
  /** The 200 answer: what it is, and its schema. */
  answer: [description: string, schema: z.ZodType]
  notFound: string
}): SliceRouteDoc {
  const { answer, notFound, ...route } = doc
  const [description, schema] = answer
  return { method: 'get', ...route, responses: { 200: { description, schema } }, errors: { 404: notFound } }
}

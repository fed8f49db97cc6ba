import { z } from 'zod'

export type JsonSchema = Record<string, unknown>

/**
 * A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1): the input side for what
 * a client sends, the output side for what it receives. Definitions zod names (`$defs`) move
 * to `components.schemas`, where the document's references can reach them.
 */
export function toOpenApiSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema>,
): JsonSchema {
  // Refinements and transforms have no JSON Schema form; what they check stays in the route.
  const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' })
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = converted as JsonSchema & { $defs?: Record<string, JsonSchema> }
  for (const [name, definition] of Object.entries($defs ?? {})) components[name] = retarget(definition)
  return retarget(rest)
}

function retarget(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema
}

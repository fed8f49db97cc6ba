import type { z } from 'zod'
import { errorBodySchema, errorsOf } from './errors.ts'
import { type JsonSchema, toOpenApiSchema } from './jsonSchema.ts'
import type { RouteDoc } from './routeDoc.ts'

export interface DocumentInfo {
  title: string
  version: string
  description: string
}

type Operation = Record<string, unknown>

/** `/api/orders/:id` as OpenAPI writes it: `/api/orders/{id}`. */
export const openApiPath = (koaPath: string): string => koaPath.replace(/:(\w+)/g, '{$1}')

/**
 * The OpenAPI 3.1 document of the routes the services declare. Nothing in it is written by
 * hand per route: bodies, parameters and answers come from the zod schemas the routes use.
 */
export function buildOpenApiDocument(info: DocumentInfo, routes: readonly RouteDoc[]): JsonSchema {
  const schemas: Record<string, JsonSchema> = {}
  schemas.Error = toOpenApiSchema(errorBodySchema, 'output', schemas)
  const paths: Record<string, Record<string, Operation>> = {}
  for (const route of routes) {
    const path = openApiPath(route.path)
    paths[path] ??= {}
    paths[path][route.method] = operationOf(route, schemas)
  }
  return {
    openapi: '3.1.1',
    info,
    tags: [...new Set(routes.map((r) => r.tag))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'provender_session',
          description: 'The httpOnly session cookie `POST /api/auth/login` sets.',
        },
      },
    },
  }
}

function operationOf(route: RouteDoc, schemas: Record<string, JsonSchema>): Operation {
  const operation: Operation = {
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}`,
    summary: route.summary,
    description: [route.description, accessLine(route)].filter(Boolean).join('\n\n'),
    tags: [route.tag],
    security: route.access === 'public' ? [] : [{ session: [] }],
    'x-access': route.access,
    parameters: parametersOf(route, schemas),
    responses: responsesOf(route, schemas),
  }
  if (route.body) {
    operation.requestBody = {
      required: !route.bodyOptional,
      content: { 'application/json': { schema: toOpenApiSchema(route.body, 'input', schemas) } },
    }
  }
  return operation
}

function accessLine(route: RouteDoc): string {
  if (route.access === 'public') return '**Access:** anyone, no session needed.'
  if (route.access === 'signed-in') return '**Access:** any signed-in account.'
  return `**Access:** ${route.access.join(', ')}.`
}

function parametersOf(route: RouteDoc, schemas: Record<string, JsonSchema>): JsonSchema[] {
  const declared = route.params ? propertiesOf(route.params, schemas) : []
  const path = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => {
    const schema = declared.find((p) => p.name === name)?.schema ?? { type: 'string' }
    return { name, in: 'path', required: true, schema }
  })
  const query = route.query ? propertiesOf(route.query, schemas).map((p) => ({ ...p, in: 'query' })) : []
  const headers = (route.headers ?? []).map((h) => ({
    name: h.name,
    in: 'header',
    required: false,
    description: h.description,
    schema: toOpenApiSchema(h.schema, 'input', schemas),
  }))
  const consistency = {
    name: 'Consistency-Token',
    in: 'header',
    required: false,
    description:
      route.method === 'get'
        ? 'The highest token a write answered: the read waits (about 5 s at most) until the read models have passed it.'
        : 'Sent back as received; writes ignore it.',
    schema: { type: 'string' },
  }
  return [...path, ...query, ...headers, consistency]
}

function propertiesOf(
  schema: z.ZodType,
  schemas: Record<string, JsonSchema>,
): { name: string; required: boolean; schema: JsonSchema; description?: string }[] {
  const object = toOpenApiSchema(schema, 'input', schemas) as {
    properties?: Record<string, JsonSchema>
    required?: string[]
  }
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    required: object.required?.includes(name) ?? false,
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }))
}

function responsesOf(route: RouteDoc, schemas: Record<string, JsonSchema>): Record<string, unknown> {
  const responses: Record<string, unknown> = {}
  for (const [status, answer] of Object.entries(route.responses)) {
    if (!answer) continue
    const contentType = answer.contentType ?? 'application/json'
    responses[status] = {
      description: answer.description,
      ...(route.method !== 'get' ? { headers: { 'Consistency-Token': consistencyHeader } } : {}),
      ...(answer.schema
        ? { content: { [contentType]: { schema: toOpenApiSchema(answer.schema, 'output', schemas) } } }
        : {}),
    }
  }
  for (const [status, description] of Object.entries(errorsOf(route))) {
    responses[status] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    }
  }
  return responses
}

const consistencyHeader = {
  description: 'The log position this write reached: send it on later reads to see the write.',
  schema: { type: 'string' },
}

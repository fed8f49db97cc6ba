import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'

/** One answer a test received, to hold against the document. */
export interface RecordedAnswer {
  method: string
  /** The path as called, query string included (`/api/orders/12?limit=5`). */
  url: string
  status: number
  body: unknown
}

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> }

/**
 * Holds recorded answers against an OpenAPI document: each must come from a documented route,
 * with a documented status, and a JSON body its documented schema accepts. Answers which
 * route and what broke, one line per answer that does not hold; none when all do.
 */
export function answerContractBreaches(
  document: { paths: Record<string, Record<string, Operation>>; components?: object },
  answers: readonly RecordedAnswer[],
): string[] {
  // The document's JSON Schemas are 2020-12 (OpenAPI 3.1); their references point into components.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true, unicodeRegExp: false })
  const compiled = new Map<object, ValidateFunction>()
  // Literal segments win over parameters: `/api/users/sales` is not `/api/users/{id}`.
  const routes = Object.entries(document.paths)
    .map(([template, operations]) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
      parameters: template.split('{').length,
      operations,
    }))
    .sort((a, b) => a.parameters - b.parameters)
  const breaches: string[] = []
  for (const answer of answers) {
    const path = answer.url.split('?')[0] ?? ''
    const route = routes.find((r) => r.pattern.test(path) && r.operations[answer.method.toLowerCase()])
    const name = `${answer.method} ${route?.template ?? path} → ${answer.status}`
    const operation = route?.operations[answer.method.toLowerCase()]
    if (!operation) {
      breaches.push(`${name}: no documented route`)
      continue
    }
    const response = operation.responses[String(answer.status)]
    if (!response) {
      breaches.push(`${name}: status not documented`)
      continue
    }
    const schema = response.content?.['application/json']?.schema
    if (!schema) {
      if (answer.body !== null) breaches.push(`${name}: a body where none is documented`)
      continue
    }
    let validate = compiled.get(schema)
    if (!validate) {
      validate = ajv.compile({ ...schema, components: document.components })
      compiled.set(schema, validate)
    }
    if (!validate(answer.body)) {
      const errors = (validate.errors ?? [])
        .map((e) => {
          const extra = (e.params as { additionalProperty?: string }).additionalProperty
          return `${e.instancePath || '/'} ${e.message}${extra ? `: ${extra}` : ''}`
        })
        .slice(0, 5)
      breaches.push(`${name} (${answer.url}): ${errors.join('; ')}`)
    }
  }
  return breaches
}

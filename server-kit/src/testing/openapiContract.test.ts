import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildOpenApiDocument } from '../http/openapi/document.ts'
import { answerContractBreaches } from './openapiContract.ts'

const document = buildOpenApiDocument({ title: 't', version: '1', description: 'd' }, [
  {
    method: 'get',
    path: '/api/users/:id',
    tag: 'Users',
    summary: 'one',
    access: ['admin'],
    responses: { 200: { description: 'ok', schema: z.object({ id: z.number().int() }) } },
  },
  {
    method: 'get',
    path: '/api/users/sales',
    tag: 'Users',
    summary: 'sales',
    access: ['admin'],
    responses: { 200: { description: 'ok', schema: z.object({ users: z.array(z.string()) }) } },
  },
]) as Parameters<typeof answerContractBreaches>[0]

const check = (url: string, status: number, body: unknown) =>
  answerContractBreaches(document, [{ method: 'GET', url, status, body }])

describe('answerContractBreaches', () => {
  it('accepts a documented answer, the literal route before the parameter', () => {
    expect(check('/api/users/7?x=1', 200, { id: 7 })).toEqual([])
    expect(check('/api/users/sales', 200, { users: ['a'] })).toEqual([])
    expect(check('/api/users/7', 401, { error: 'Sign in.', code: 'AUTH_REQUIRED' })).toEqual([])
  })

  it('names an undocumented field, a wrong type, status or route', () => {
    expect(check('/api/users/7', 200, { id: 7, secret: 1 })).toEqual([
      'GET /api/users/{id} → 200 (/api/users/7): / must NOT have additional properties: secret',
    ])
    expect(check('/api/users/7', 200, { id: 'x' })[0]).toContain('/id must be integer')
    expect(check('/api/users/7', 409, { error: 'x' })).toEqual([
      'GET /api/users/{id} → 409: status not documented',
    ])
    expect(check('/api/nothing', 200, {})).toEqual(['GET /api/nothing → 200: no documented route'])
  })
})

import { gunzip } from 'node:zlib'
import { DomainError, WrongExpectedRevisionError } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toResponse } from './errorMiddleware.ts'

/** An error as the body parser's libraries build them: a message with status and type. */
function parserError(status: number, type?: string): Error {
  return Object.assign(new Error('parser'), { status, type, expose: true })
}

function zlibError(bytes: Buffer): Promise<Error> {
  return new Promise((resolve) => gunzip(bytes, (error) => resolve(error!)))
}

describe('errors to answers', () => {
  it('maps each domain kind once, with its code', () => {
    expect(toResponse(new DomainError('unsupported', 'Send JSON.', 'UNSUPPORTED_MEDIA_TYPE'))).toEqual({
      status: 415,
      body: { error: 'Send JSON.', code: 'UNSUPPORTED_MEDIA_TYPE' },
    })
    expect(toResponse(new DomainError('forbidden', 'Change it.', 'PASSWORD_CHANGE_REQUIRED')).status).toBe(
      403,
    )
  })

  it('answers a write still refused by concurrent writers with 409, not 500', () => {
    expect(toResponse(new WrongExpectedRevisionError('order-7', 3, 4))).toEqual({
      status: 409,
      body: {
        error: 'Someone else changed this at the same moment. Please try again.',
        code: 'CONCURRENT_CHANGE',
      },
    })
  })

  it('answers 400 with the issues of a zod error', () => {
    const error = z.object({ a: z.string() }).safeParse({}).error!
    expect(toResponse(error)).toMatchObject({
      status: 400,
      body: { issues: [expect.stringMatching(/^a: /)] },
    })
  })

  it('answers bytes that do not match their Content-Encoding with 400, not 500', async () => {
    const answer = toResponse(await zlibError(Buffer.from('{"a":1}')))
    expect(answer).toEqual({
      status: 400,
      body: { error: 'The request body does not match its Content-Encoding.' },
    })
  })

  it('maps body-parser refusals to 400, 413 and 415 with texts a client can act on', () => {
    expect(toResponse(parserError(413, 'entity.too.large'))).toEqual({
      status: 413,
      body: { error: 'Request body too large.' },
    })
    expect(toResponse(parserError(415))).toMatchObject({
      status: 415,
      body: { error: expect.stringMatching(/^Unsupported Content-Encoding/) },
    })
    expect(toResponse(parserError(400, 'request.size.invalid')).status).toBe(400)
    expect(toResponse(parserError(400))).toEqual({ status: 400, body: { error: 'Malformed request body.' } })
  })

  it('anything else is a 500 that says nothing of the inside', () => {
    expect(toResponse(new Error('connection refused'))).toEqual({
      status: 500,
      body: { error: 'Something went wrong. Please try again.' },
    })
  })
})

import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, logger, useLogger } from './logger.ts'

function captured() {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { lines, log: createLogger({ destination }) }
}

describe('logger', () => {
  it('writes one JSON object a line, with an ISO time', () => {
    const { lines, log } = captured()
    log.info({ route: '/api/orders' }, 'request')
    const line = JSON.parse(lines[0]!)
    expect(line).toMatchObject({ level: 30, route: '/api/orders', msg: 'request' })
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('blanks passwords, cookies and credentials wherever an object logged whole carries them', () => {
    const { lines, log } = captured()
    log.warn({
      password: 'Demo#Admin2026',
      body: { oldPassword: 'old-secret', newPassword: 'new-secret' },
      req: { headers: { cookie: 'provender_session=abc', authorization: 'Bearer xyz' } },
    })
    const text = lines.join('')
    for (const secret of [
      'Demo#Admin2026',
      'old-secret',
      'new-secret',
      'provender_session=abc',
      'Bearer xyz',
    ])
      expect(text).not.toContain(secret)
  })

  it('lets a test put its own logger in place, and undo it', () => {
    const { lines, log } = captured()
    const undo = useLogger(log)
    logger().error('seen')
    undo()
    expect(logger()).not.toBe(log)
    expect(lines).toHaveLength(1)
  })
})

import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { Transform } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

/** JSON and plain text; never an event stream, whose events must not wait in a compressor. */
const compressibleType = /^\s*(application\/([\w.-]+\+)?json|text\/(plain|csv|html))\s*(;|$)/i
/** Smaller answers gain less from compression than the compressor costs. */
export const COMPRESS_MIN_BYTES = 1024

export type AnswerEncoding = 'br' | 'gzip'

type Callback = (error?: Error | null) => void
type Chunk = string | Buffer | Uint8Array
type Write = (chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => boolean
type End = (
  chunk?: Chunk | Callback,
  encoding?: BufferEncoding | Callback,
  callback?: Callback,
) => ServerResponse
type WriteHead = (
  statusCode: number,
  message?: string | OutgoingHttpHeaders | (string | string[])[],
  headers?: OutgoingHttpHeaders | (string | string[])[],
) => ServerResponse

function addVary(res: ServerResponse): void {
  const vary = String(res.getHeader('Vary') ?? '')
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) {
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  }
}

function setAll(res: ServerResponse, headers: OutgoingHttpHeaders | (string | string[])[]): void {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1]!)
    return
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
}

/**
 * Compresses what a handler writes to `res`, for handlers that write the raw response
 * themselves (the in-process services, the proxy to separate ones). The choice is made when
 * the headers go out: JSON or text, not already encoded, with a body of at least
 * COMPRESS_MIN_BYTES (or of unknown length), and a status that has a body.
 */
export function compressAnswers(res: ServerResponse, encoding: AnswerEncoding): void {
  const write = res.write.bind(res) as Write
  const end = res.end.bind(res) as End
  const writeHead = res.writeHead.bind(res) as WriteHead
  let compressor: Transform | null | undefined

  const decide = (): Transform | null => {
    if (compressor !== undefined) return compressor
    compressor = null
    if (res.headersSent || res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304)
      return null
    if (
      res.getHeader('Content-Encoding') ||
      !compressibleType.test(String(res.getHeader('Content-Type') ?? ''))
    ) {
      return null
    }
    addVary(res)
    const length = Number(res.getHeader('Content-Length') ?? Number.NaN)
    if (length < COMPRESS_MIN_BYTES) return null
    res.removeHeader('Content-Length')
    res.setHeader('Content-Encoding', encoding)
    compressor =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : createGzip({ level: 6 })
    compressor.on('data', (chunk: Buffer) => write(chunk))
    compressor.on('end', () => end())
    return compressor
  }

  res.writeHead = ((statusCode, message, headers) => {
    // Headers given here must be seen by the decision, so they are set first.
    const given = typeof message === 'string' ? headers : message
    res.statusCode = statusCode
    if (given) setAll(res, given)
    decide()
    return typeof message === 'string' ? writeHead(statusCode, message) : writeHead(statusCode)
  }) as WriteHead as ServerResponse['writeHead']

  res.write = ((chunk, encodingOrCallback, callback) => {
    const target = decide()
    if (!target) return write(chunk, encodingOrCallback, callback)
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback
    const chunkEncoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : 'utf8'
    target.write(typeof chunk === 'string' ? Buffer.from(chunk, chunkEncoding) : chunk, done)
    return true
  }) as Write as ServerResponse['write']

  res.end = ((chunk, encodingOrCallback, callback) => {
    const target = decide()
    if (!target) return end(chunk, encodingOrCallback, callback)
    const done = [chunk, encodingOrCallback, callback].find((a): a is Callback => typeof a === 'function')
    if (done) res.once('finish', () => done())
    const chunkEncoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : 'utf8'
    if (typeof chunk === 'string') target.end(Buffer.from(chunk, chunkEncoding))
    else if (chunk && typeof chunk !== 'function') target.end(chunk)
    else target.end()
    return res
  }) as End as ServerResponse['end']
}

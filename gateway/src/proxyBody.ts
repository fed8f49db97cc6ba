import type { IncomingMessage } from 'node:http'

/**
 * Larger than any body a service accepts (the command service's JSON limit is 256 KB), so
 * every body a service would act on is kept whole and can be sent again after a restart.
 */
export const MAX_RESENDABLE_BODY_BYTES = 1024 * 1024

export interface ReceivedBody {
  chunks: Buffer[]
  /**
   * False when the body outgrew `limit`: the rest is still in the paused request, to be
   * streamed after these chunks (once: such a request is not sent again, and the service
   * refuses it with its own 413).
   */
  complete: boolean
}

/**
 * Reads a request's body into memory up to `limit` bytes. Null when the client went away
 * before its body was complete: there is nothing to forward.
 */
export function receiveBody(req: IncomingMessage, limit: number): Promise<ReceivedBody | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const stop = () => {
      req.off('data', onData)
      req.off('end', onEnd)
    }
    const onData = (chunk: Buffer) => {
      chunks.push(chunk)
      size += chunk.length
      if (size > limit) {
        stop()
        req.pause()
        resolve({ chunks, complete: false })
      }
    }
    const onEnd = () => {
      stop()
      resolve({ chunks, complete: true })
    }
    req.on('data', onData)
    req.on('end', onEnd)
    // After 'end' these change nothing: the promise is settled.
    req.once('error', () => resolve(null))
    req.once('close', () => resolve(null))
  })
}

import type { ClientRequest } from 'node:http'

/** How long the gateway waits on one try at a service instance (the PROXY_*_TIMEOUT_MS settings). */
export interface UpstreamTimeouts {
  /** For the instance to accept the connection: past it nothing was sent (PROXY_CONNECT_TIMEOUT_MS). */
  connectMs: number
  /** From the request sent to the answer's headers (PROXY_ANSWER_TIMEOUT_MS). */
  answerMs: number
  /** The same for imports, exports and files, which may be built whole first (PROXY_FILE_ANSWER_TIMEOUT_MS). */
  fileAnswerMs: number
}

/** The settings' defaults (server-kit/src/timeoutSettings.ts). */
export const DEFAULT_TIMEOUTS: UpstreamTimeouts = { connectMs: 2000, answerMs: 30_000, fileAnswerMs: 300_000 }

/**
 * How long a pooled connection to a service may stay idle: below the smallest KEEP_ALIVE_TIMEOUT_MS
 * a service accepts (5 s, also Node's default), so the gateway drops a connection before the
 * service may close it and never sends a request on one being closed.
 */
export const UPSTREAM_IDLE_MS = 4000

/** Spreadsheet imports, exports and documents: the routes that answer only once the file is built. */
const FILE_ROUTE = /^\/api\/(imports|exports)(\/|\?|$)|\.(csv|xlsx|zip|pdf)(\?|$)/

export function answerTimeoutFor(url: string, timeouts: UpstreamTimeouts): number {
  return FILE_ROUTE.test(url) ? timeouts.fileAnswerMs : timeouts.answerMs
}

export type TimedOut = 'connect' | 'answer'

/**
 * Gives one request to a service `connectMs` to get its connection (a pooled one has it) and then,
 * once it is sent whole, `answerMs` for the answer's headers. Past either, `onTimeout` is told
 * which, then the request is destroyed. An answer that has begun may stream for as long as it takes.
 */
export function limitWaiting(
  upstream: ClientRequest,
  limits: { connectMs: number; answerMs: number },
  onTimeout: (which: TimedOut) => void,
): void {
  let timer: NodeJS.Timeout | undefined
  let connected = false
  let sent = false
  const expire = (which: TimedOut, ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      onTimeout(which)
      upstream.destroy()
    }, ms)
  }
  const waitForAnswer = () => {
    if (connected && sent) expire('answer', limits.answerMs)
  }
  upstream.once('socket', (socket) => {
    const onConnect = () => {
      connected = true
      clearTimeout(timer)
      waitForAnswer()
    }
    if (!socket.connecting) return onConnect()
    expire('connect', limits.connectMs)
    socket.once('connect', onConnect)
  })
  upstream.once('finish', () => {
    sent = true
    waitForAnswer()
  })
  upstream.once('response', () => clearTimeout(timer))
  upstream.once('close', () => clearTimeout(timer))
}

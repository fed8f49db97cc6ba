import { type DestinationStream, type LevelWithSilent, type Logger, pino } from 'pino'
import pretty from 'pino-pretty'

export type { Logger }

/**
 * Fields pino blanks wherever a line would carry them. Request lines never log headers or
 * bodies in the first place; this is the second guard, for an error or object logged whole.
 */
const REDACTED = [
  'password',
  'oldPassword',
  'newPassword',
  'cookie',
  'authorization',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.cookie',
  '*.authorization',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
]

export interface LoggerOptions {
  level?: LevelWithSilent
  /** Where the lines go; stdout by default. Tests capture them here. */
  destination?: DestinationStream
  /** Human-readable lines (pino-pretty) instead of JSON: for a terminal. */
  pretty?: boolean
}

/** A structured logger: one JSON object a line, ISO times, secrets redacted. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const config = {
    level: options.level ?? 'info',
    redact: { paths: REDACTED, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  }
  if (options.destination) return pino(config, options.destination)
  if (options.pretty) {
    return pino(config, pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }))
  }
  return pino(config)
}

let current: Logger | null = null

/**
 * The process's logger. Until a composition root configures it (configureLogging), tests get
 * only warnings and errors, so a suite's output is not drowned in request lines.
 */
export function logger(): Logger {
  current ??= createLogger({
    level: process.env.VITEST ? 'warn' : 'info',
    pretty: Boolean(process.stdout.isTTY),
  })
  return current
}

/** Sets the process's logger from the settings: readable in a terminal, JSON lines otherwise. */
export function configureLogging(settings: { LOG_LEVEL: LevelWithSilent }): Logger {
  current = createLogger({ level: settings.LOG_LEVEL, pretty: Boolean(process.stdout.isTTY) })
  return current
}

/** Puts `next` in place as the process's logger (a test capturing lines); answers the undo. */
export function useLogger(next: Logger): () => void {
  const before = current
  current = next
  return () => {
    current = before
  }
}

import { logger } from '../logging/logger.ts'

/**
 * One read shared by every gauge a scrape collects at once (they ask together): the first asks,
 * the others join it, and the next scrape reads again. A failed read (the database away) is
 * logged at debug and answers null, so the gauges keep their last values; readiness says the rest.
 */
export function readOncePerScrape<T>(read: () => Promise<T>, what: string): () => Promise<T | null> {
  let reading: Promise<T | null> | null = null
  return () => {
    reading ??= read()
      .catch((error: unknown) => {
        logger().debug({ err: error }, `${what} could not be read`)
        return null
      })
      .finally(() => {
        reading = null
      })
    return reading
  }
}

import { logger } from '@provender/server-kit'

/** PostgreSQL's undefined_table: the read models' tables were never created on this database. */
const UNDEFINED_TABLE = '42P01'

let told = false

/**
 * Runs a read of the read models for the command side (its ports on the shared database) and
 * answers `absent` when the read side does not exist yet: a command service started before any
 * query service has made the read models. That is a normal first start, not a failure, so it is
 * said once at info, and the caller's next tick asks again.
 */
export async function unlessReadSideAbsent<T>(read: () => Promise<T>, absent: T): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== UNDEFINED_TABLE) throw error
    if (!told) {
      told = true
      logger().info(
        'waiting for the read side: no query service has created the read models yet; asked again at the next tick',
      )
    }
    return absent
  }
}

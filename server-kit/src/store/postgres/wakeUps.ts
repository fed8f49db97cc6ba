import type { Knex } from 'knex'
import type pg from 'pg'
import { NOTIFY_CHANNEL } from './chainedAppend.ts'

export interface WakeUpOptions {
  /** LISTEN/NOTIFY needs a connection of its own; embedded PGlite serves only one. */
  listen?: boolean
  /** Fallback wake-up interval, for commits made by other processes. */
  pollIntervalMs?: number
}

/**
 * The store's `onAppended` listeners, woken after its own appends, on every commit notice
 * (LISTEN, when asked for) and on a fallback poll, while anyone listens.
 */
export class WakeUps {
  private readonly listeners = new Set<() => void>()
  private listenClient: pg.Client | null = null
  private pollTimer: NodeJS.Timeout | null = null
  private listenWanted = false
  private relistenTimer: NodeJS.Timeout | null = null

  constructor(
    private readonly db: Knex,
    private readonly options: WakeUpOptions,
  ) {}

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener)
    if (this.listeners.size === 1) void this.startWakeUps()
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0) void this.stopWakeUps()
    }
  }

  async close(): Promise<void> {
    this.listeners.clear()
    await this.stopWakeUps()
  }

  wake(): void {
    for (const listener of this.listeners) listener()
  }

  private async startWakeUps(): Promise<void> {
    this.pollTimer = setInterval(() => this.wake(), this.options.pollIntervalMs ?? 1000)
    this.pollTimer.unref()
    if (!this.options.listen) return
    this.listenWanted = true
    await this.listenOnce(0)
  }

  /**
   * Takes a connection for LISTEN. A lost one (a database restart, a terminated backend) is
   * replaced with backoff, so readers go back to waking on commit instead of on the poll.
   */
  private async listenOnce(attempt: number): Promise<void> {
    if (!this.listenWanted) return
    let client: pg.Client | null = null
    try {
      client = (await this.db.client.acquireConnection()) as pg.Client
      const taken = client
      const lost = () => this.listenerLost(taken)
      client.on('notification', this.wakeFromNotification)
      client.once('error', lost)
      client.once('end', lost)
      await client.query(`listen ${NOTIFY_CHANNEL}`)
      if (!this.listenWanted) {
        await this.releaseListener(client)
        return
      }
      this.listenClient = client
      // Whatever committed while nobody listened is read now, not at the next poll.
      if (attempt > 0) this.wake()
    } catch {
      if (client) await this.releaseListener(client)
      this.listenAgainLater(attempt + 1)
    }
  }

  private readonly wakeFromNotification = () => this.wake()

  private listenerLost(client: pg.Client): void {
    if (this.listenClient !== client) return
    this.listenClient = null
    void this.releaseListener(client)
    this.wake()
    this.listenAgainLater(1)
  }

  private listenAgainLater(attempt: number): void {
    if (!this.listenWanted || this.relistenTimer) return
    const delayMs = Math.min(50 * 2 ** attempt, 5000)
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = null
      void this.listenOnce(attempt)
    }, delayMs)
    this.relistenTimer.unref()
  }

  /** Back to the pool, which discards a broken connection instead of lending it again. */
  private async releaseListener(client: pg.Client): Promise<void> {
    client.removeListener('notification', this.wakeFromNotification)
    await this.db.client.releaseConnection(client).catch(() => undefined)
  }

  private async stopWakeUps(): Promise<void> {
    if (this.pollTimer) clearInterval(this.pollTimer)
    this.pollTimer = null
    this.listenWanted = false
    if (this.relistenTimer) clearTimeout(this.relistenTimer)
    this.relistenTimer = null
    const client = this.listenClient
    this.listenClient = null
    if (client) {
      await client.query(`unlisten ${NOTIFY_CHANNEL}`).catch(() => undefined)
      await this.releaseListener(client)
    }
  }
}

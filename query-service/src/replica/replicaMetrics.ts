import { Gauge, type Metrics } from '@provender/server-kit'
import type { ReadReplica } from './readReplica.ts'

/**
 * The read replica as this process sees it, from its last probe (no query at scrape time):
 * whether reads go to it, and how far behind the primary it was.
 */
export function watchReplica(metrics: Metrics, replica: Pick<ReadReplica, 'healthy' | 'lagSeconds'>): void {
  new Gauge({
    name: 'provender_read_replica_in_use',
    help: 'Reads may go to the read replica: 1, or 0 while it is bypassed (behind, not a standby, failing)',
    registers: [metrics.registry],
    collect() {
      this.set(replica.healthy ? 1 : 0)
    },
  })
  new Gauge({
    name: 'provender_read_replica_lag_seconds',
    help: 'How far the read replica was behind the primary at its last probe (0: it had replayed everything)',
    registers: [metrics.registry],
    collect() {
      const lag = replica.lagSeconds
      if (lag !== null) this.set(lag)
    },
  })
}

/**
 * Whether a standby keeps up, from WAL positions alone: the primary's `pg_current_wal_lsn()`
 * is sampled at every probe; the standby is in time when it has replayed everything the
 * primary had written `maxLagMs` ago. A standby whose replay stopped (paused, its WAL
 * receiver cut off, a conflict it waits on) falls behind that mark as soon as the primary
 * writes, while one that is merely idle with an idle primary stays in time.
 */
export class ReplayLag {
  private readonly samples: { at: number; lsn: bigint }[] = []

  constructor(private readonly maxLagMs: number) {}

  /** Notes the primary's WAL position at `at` (ms). */
  sample(at: number, primaryLsn: string): void {
    this.samples.push({ at, lsn: parseLsn(primaryLsn) })
    // Keep the newest sample that is old enough; anything older says nothing more.
    while (this.samples.length > 1 && this.samples[1]!.at <= at - this.maxLagMs) this.samples.shift()
  }

  /** True when `replayedLsn` has reached what the primary had written `maxLagMs` before `at`. */
  inTime(at: number, replayedLsn: string): boolean {
    const due = this.samples.filter((s) => s.at <= at - this.maxLagMs).at(-1)
    // Too early to tell (just started): replay that is moving at all is given the benefit.
    if (!due) return true
    return parseLsn(replayedLsn) >= due.lsn
  }
}

/** A `pg_lsn` text (`16/B374D848`: two hex halves) as one number. */
export function parseLsn(lsn: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(lsn)
  if (!match) throw new Error(`not a WAL position: ${lsn}`)
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`)
}

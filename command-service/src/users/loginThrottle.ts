/**
 * Pauses logins to one account after repeated failures, so a password cannot be guessed
 * at speed. Kept in memory: a restart forgets it, which only ever shortens a pause.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; lockedUntil: number }>()

  constructor(
    private readonly maxFailures: number,
    private readonly lockMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Minutes left in the pause, or 0 when a login may be tried. */
  minutesLocked(account: string): number {
    const entry = this.failures.get(account)
    if (!entry || entry.lockedUntil <= this.now()) return 0
    return Math.ceil((entry.lockedUntil - this.now()) / 60_000)
  }

  recordFailure(account: string): void {
    const entry = this.failures.get(account) ?? { count: 0, lockedUntil: 0 }
    if (entry.lockedUntil && entry.lockedUntil <= this.now()) entry.count = 0
    entry.count += 1
    entry.lockedUntil = entry.count >= this.maxFailures ? this.now() + this.lockMs : 0
    this.failures.set(account, entry)
  }

  recordSuccess(account: string): void {
    this.failures.delete(account)
  }
}

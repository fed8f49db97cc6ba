/**
 * A job asked to run again and again (each wake-up of the log, each due mail) that runs once at
 * a time: asked while it runs, it makes one more pass after the current one instead of starting a
 * second, and every caller waits on the same run. So a burst of wake-ups costs one or two passes,
 * and no request is left unanswered by a pass that began before it.
 */
export interface RepeatingRunOptions {
  /** Logs a failed run; the next request runs again. */
  onError: (error: unknown) => void
  /** False stops the passes early (a notifier killed in a test). */
  keepGoing?: () => boolean
  /** Runs after the last pass, inside the run (a sender sleeping until its next due mail). */
  afterPasses?: () => Promise<void> | void
  /** Runs when the run has ended, failed or not (waking those who wait on a checkpoint). */
  finally?: () => void
}

export class RepeatingRun {
  private running: Promise<void> | null = null
  private again = false

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly options: RepeatingRunOptions,
  ) {}

  /** Runs the passes, or asks the run in progress for one more; resolves when the run ends. */
  request(): Promise<void> {
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = (async () => {
      try {
        do {
          this.again = false
          await this.pass()
        } while (this.again && (this.options.keepGoing?.() ?? true))
        await this.options.afterPasses?.()
      } catch (error) {
        this.options.onError(error)
      } finally {
        this.running = null
        this.options.finally?.()
      }
    })()
    return this.running
  }

  /** The run in progress, if any: what a stop waits for. */
  get current(): Promise<void> | null {
    return this.running
  }
}

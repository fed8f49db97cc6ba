/**
 * A one-line progress bar on stderr: done/total, rate and time left. Redrawn at most
 * ten times a second, so a tight loop can tick it freely.
 */
export interface Progress {
  tick(count?: number): void
  /** Moves the total, for work whose size is only known as it goes. */
  setTotal(total: number): void
  done(): void
}

const WIDTH = 30

export function progressBar(
  label: string,
  total: number,
  out: NodeJS.WriteStream = process.stderr,
): Progress {
  const started = performance.now()
  let current = 0
  let lastDraw = 0
  const interactive = out.isTTY === true
  const draw = (final: boolean) => {
    const now = performance.now()
    if (!final && now - lastDraw < (interactive ? 100 : 5000)) return
    lastDraw = now
    const seconds = (now - started) / 1000
    const share = total > 0 ? Math.min(1, current / total) : 1
    const filled = Math.round(share * WIDTH)
    const rate = seconds > 0 ? current / seconds : 0
    const left = rate > 0 && total > current ? `, ${Math.ceil((total - current) / rate)} s left` : ''
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${(share * 100).toFixed(0)}% ${current.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${Math.round(rate).toLocaleString('en-US')}/s${final ? ` in ${seconds.toFixed(1)} s` : left}`
    out.write(interactive ? `\r${line.padEnd(110)}${final ? '\n' : ''}` : `${line}\n`)
  }
  return {
    tick(count = 1) {
      current += count
      draw(false)
    },
    setTotal(next) {
      total = next
    },
    done() {
      draw(true)
    },
  }
}

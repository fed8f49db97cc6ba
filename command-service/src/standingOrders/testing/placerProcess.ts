import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { kill9, startTsxProcess } from '../../shared/testProcess.ts'
import { TZ } from './world.ts'

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'placerChild.ts')
const START_TIMEOUT_MS = 30_000

export const HOUR = 3_600_000

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Placer processes (placerChild.ts) on one PostgreSQL database, all reading one simulated clock,
 * for the tests that kill them: started, killed with SIGKILL, and every one gone at the end.
 */
export function placerProcesses(databaseUrl: () => string) {
  const clockFile = join(mkdtempSync(join(tmpdir(), 'placer-clock-')), 'clock')
  const children: ChildProcess[] = []
  return {
    /** Moves the clock every placer reads (atomically: a reader never sees half a time). */
    setClock(at: Date): void {
      writeFileSync(`${clockFile}.next`, at.toISOString())
      renameSync(`${clockFile}.next`, clockFile)
    },
    async start(): Promise<ChildProcess> {
      const { child, printed } = startTsxProcess(
        CHILD,
        {
          DATABASE_URL: databaseUrl(),
          TIME_ZONE: TZ,
          PLACER_CLOCK_FILE: clockFile,
          PLACER_TICK_MS: '5',
          LOG_LEVEL: process.env.DEBUG_PLACER ? 'info' : 'warn',
        },
        children,
      )
      await printed('placer ready', START_TIMEOUT_MS)
      if (process.env.DEBUG_PLACER) child.stdout!.on('data', (c) => process.stderr.write(c))
      if (process.env.DEBUG_PLACER) child.stderr!.on('data', (c) => process.stderr.write(c))
      return child
    },
    async stopAll(): Promise<void> {
      for (const child of children) await kill9(child)
    },
  }
}

/** Polls `check` until it holds; fails naming `what` after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`)
    await sleep(50)
  }
}

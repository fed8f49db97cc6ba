import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** For the kill -9 tests: a service's own process, started the way `npm start` would (tsx). */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

export interface TestProcess {
  child: ChildProcess
  /** Resolves once the process has printed `line`; rejects if it ends or `timeoutMs` passes first. */
  printed(line: string, timeoutMs?: number): Promise<void>
}

/** Starts `script` (a path) with `env` over this process's; `children` collects it for the clean-up. */
export function startTsxProcess(
  script: string,
  env: Record<string, string>,
  children: ChildProcess[],
  stdin: 'pipe' | 'ignore' = 'ignore',
): TestProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: [stdin, 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  const collect = (c: Buffer) => {
    output += c.toString()
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const printed = (line: string, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + timeoutMs
      const timer = setInterval(() => {
        if (output.includes(line)) {
          clearInterval(timer)
          resolve()
        } else if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
          clearInterval(timer)
          reject(new Error(`the process did not print "${line}":\n${output}`))
        }
      }, 5)
    })
  return { child, printed }
}

/** Kills with SIGKILL (no clean-up runs in the child) and waits until it is gone. */
export async function kill9(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGKILL')
  await gone
}

import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

export interface RunningProcess {
  child: ChildProcess
  /** The URL the process printed when it started listening. */
  url: string
  /** Everything it printed so far (for a failing test's message). */
  output(): string
  /** SIGTERM, then waits for the exit (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>
}

/**
 * Starts an entry point of this repository as a real Node process and waits for the line that
 * names its URL: TypeScript through tsx, or a compiled `.mjs` of dist/ as production runs it.
 * Throws with the process's output if it exits or takes too long.
 */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs: number,
): Promise<RunningProcess> {
  const runner = entry.endsWith('.mjs') ? ['--enable-source-maps'] : ['--import', 'tsx']
  const child = spawn(process.execPath, [...runner, entry], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${entry} did not start in ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      )
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = ready.exec(output)
        if (match) {
          clearTimeout(timer)
          resolve(match[1]!)
        }
      })
      void exited.then(() => {
        clearTimeout(timer)
        reject(new Error(`${entry} exited (${child.exitCode}) before it started:\n${output}`))
      })
    })
    return {
      child,
      url,
      output: () => output,
      async stop(graceMs = 15_000) {
        if (child.exitCode !== null || child.signalCode !== null) return
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
        await exited
        clearTimeout(timer)
      },
    }
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL')
    throw error
  }
}

/** One line of a process's pino log. */
export interface LogLine {
  level: number
  msg: string
}

/**
 * Every line a process wrote (stdout and stderr alike), parsed as what a log shipper reads: a
 * line that is not a JSON object with a numeric level and a message throws, naming it.
 */
export function logLines(running: RunningProcess): LogLine[] {
  return running
    .output()
    .split('\n')
    .filter((text) => text.trim() !== '')
    .map((text) => {
      let parsed: Partial<LogLine> | null = null
      try {
        parsed = JSON.parse(text) as Partial<LogLine>
      } catch {
        // named below
      }
      if (typeof parsed?.level !== 'number' || typeof parsed.msg !== 'string') {
        throw new Error(`not a JSON log line: ${text}`)
      }
      return parsed as LogLine
    })
}

/**
 * The gateway as its own process in front of separate services (comma-separated URLs for
 * several of each), seeding the demo data into the shared log from a fresh data folder.
 * `entry`: the sources through tsx, or dist/gateway/main.mjs as production runs it.
 */
export function startGatewayInFront(
  services: { command: string | readonly string[]; query: string | readonly string[] },
  env: Record<string, string>,
  timeoutMs: number,
  entry = 'gateway/src/main.ts',
): Promise<RunningProcess> {
  const urls = (u: string | readonly string[]) => (typeof u === 'string' ? u : u.join(','))
  return startProcess(
    entry,
    {
      PORT: '0',
      DEMO_DATA: 'true',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'provender-gateway-')),
      COMMAND_SERVICE_URL: urls(services.command),
      QUERY_SERVICE_URL: urls(services.query),
      ...env,
    },
    /running at (http:\/\/\S+)/,
    timeoutMs,
  )
}

/**
 * What every separate process of one test stack shares: its database and session secret, the
 * gateway's headers trusted, info lines (what an operator's shipper reads), and its grace.
 */
export const stackSettings = (databaseUrl: string, secret: string, graceSeconds: number) => ({
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: secret,
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'info',
  SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
})

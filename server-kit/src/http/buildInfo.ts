import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Gauge, type Registry } from 'prom-client'

export interface BuildInfo {
  version: string
  commit: string
}

/**
 * The root package.json's version ('unknown' without one), read once at start-up: the nearest
 * package.json named provender above this file, as run from the sources or from a bundle in dist/.
 */
function rootVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let depth = 0; depth < 6; depth++, dir = dirname(dir)) {
    try {
      const found = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: unknown
        version?: unknown
      }
      if (found.name !== 'provender') continue
      return typeof found.version === 'string' && found.version ? found.version : 'unknown'
    } catch {
      // No package.json here (or not one to read): look further up.
    }
  }
  return 'unknown'
}

/**
 * What this process runs: the version of the root package.json and the commit the image was
 * built from (GIT_COMMIT, set at build time). Never a git call at run time: 'unknown' without it.
 */
export function buildInfo(env: Record<string, string | undefined> = process.env): BuildInfo {
  const commit = env.GIT_COMMIT?.trim()
  return { version: rootVersion(), commit: commit && /^[0-9a-f]{4,64}$/i.test(commit) ? commit : 'unknown' }
}

/** `provender_build_info{version,commit} 1`: join it to any series to see what each process runs. */
export function registerBuildInfo(registry: Registry, info: BuildInfo = buildInfo()): void {
  const gauge = new Gauge({
    name: 'provender_build_info',
    help: 'Always 1; its labels say which version and commit this process runs',
    labelNames: ['version', 'commit'] as const,
    registers: [registry],
  })
  gauge.set({ version: info.version, commit: info.commit }, 1)
}

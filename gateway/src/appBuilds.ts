import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { apps } from './staticApps.ts'

export interface SourceFile {
  path: string
  mtimeMs: number
}

/**
 * Why an app must be built again, or null when its build is newer than every source it is
 * made from. `builtAtMs` is when the build was written (null: never built). A pull or an
 * edit gives the files it touches a newer time than the build.
 */
export function buildStaleness(builtAtMs: number | null, sources: SourceFile[]): string | null {
  if (builtAtMs === null) return 'not built yet'
  const changed = sources.filter((s) => s.mtimeMs > builtAtMs)
  if (changed.length === 0) return null
  const newest = changed.reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a))
  return changed.length === 1
    ? `${newest.path} changed since the last build`
    : `${changed.length} files changed since the last build, the latest ${newest.path}`
}

/** Tests and type declarations never reach the bundle: editing them needs no rebuild. */
const notInBundle = /\.(test|spec)\.[cm]?[jt]sx?$|\.d\.ts$/

/** Every file under the given paths (files or folders), with its modification time. */
export function sourceFiles(root: string, paths: string[]): SourceFile[] {
  const found: SourceFile[] = []
  const visit = (path: string) => {
    if (!existsSync(path)) return
    const stats = statSync(path)
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry))
      }
    } else if (!notInBundle.test(path)) {
      found.push({ path: relative(root, path), mtimeMs: stats.mtimeMs })
    }
  }
  for (const path of paths) visit(join(root, path))
  return found
}

/** What each app's bundle is made of: its own folder, the shared web code, the browser-safe contract. */
const shared = [
  'web-shared/src',
  'events/src/index.ts',
  'events/src/catalogue',
  'events/src/format',
  'events/src/rules',
  'events/src/domainError.ts',
  'events/src/store/port.ts',
  'package-lock.json',
]
export const appSources = {
  console: ['console/src', 'console/index.html', 'console/vite.config.ts', 'console/package.json', ...shared],
  ordering: [
    'customer-app/src',
    'customer-app/index.html',
    'customer-app/public',
    'customer-app/vite.config.ts',
    'customer-app/package.json',
    ...shared,
  ],
} as const satisfies Record<keyof typeof apps, readonly string[]>

/** For each app whose build is missing or older than its sources: the reason. */
export function staleApps(root: string): { app: keyof typeof apps; reason: string }[] {
  return (Object.keys(apps) as (keyof typeof apps)[]).flatMap((app) => {
    const index = join(apps[app].dist, 'index.html')
    const builtAtMs = existsSync(index) ? statSync(index).mtimeMs : null
    const reason = buildStaleness(builtAtMs, sourceFiles(root, [...appSources[app]]))
    return reason ? [{ app, reason }] : []
  })
}

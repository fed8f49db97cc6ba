/**
 * `npm run bundle-size`: the JavaScript each app's index.html loads eagerly (its scripts and
 * modulepreload links), gzipped, summed per app. Run after `npm run build`.
 * gzip at zlib's default level, as a server compresses on the fly. It fails when an app is
 * over its budget, so a heavy import shows up in review.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Budgets in KiB of gzipped JavaScript on the first load; null reports without a limit. */
const APPS: { name: string; dist: string; budgetKiB: number | null }[] = [
  { name: 'customer-app', dist: join(root, 'customer-app/dist'), budgetKiB: 150 },
  // A bare react-admin app's first load is about 406 KiB; the console must not exceed it.
  { name: 'console', dist: join(root, 'console/dist'), budgetKiB: 406 },
]

/** The built files a page fetches at once: every `<script src>` (module or not) and modulepreload. */
function eagerScripts(html: string): string[] {
  const found = new Set<string>()
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script')
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag)
    const url = /\b(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1]
    if ((isScript || isPreload) && url) found.add(url)
  }
  return [...found]
}

/** Maps the URL (served under the app's base, e.g. /app/) to the file in dist. */
function fileOf(dist: string, url: string): string {
  const assets = url.indexOf('/assets/')
  return join(dist, assets >= 0 ? url.slice(assets + 1) : url.replace(/^\//, ''))
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)

let failed = false
for (const app of APPS) {
  const indexHtml = join(app.dist, 'index.html')
  if (!existsSync(indexHtml)) {
    console.log(`${app.name}: not built (run npm run build)`)
    failed = true
    continue
  }
  let raw = 0
  let gzipped = 0
  const rows: string[] = []
  for (const url of eagerScripts(readFileSync(indexHtml, 'utf8'))) {
    const bytes = readFileSync(fileOf(app.dist, url))
    const size = gzipSync(bytes).length
    raw += bytes.length
    gzipped += size
    rows.push(`  ${url}  ${kib(bytes.length)} KiB, ${kib(size)} KiB gzipped`)
  }
  const over = app.budgetKiB !== null && gzipped > app.budgetKiB * 1024
  failed ||= over
  const budget = app.budgetKiB === null ? '' : ` (budget ${app.budgetKiB} KiB${over ? ': OVER' : ''})`
  console.log(`${app.name}: first load ${kib(gzipped)} KiB gzipped JS, ${kib(raw)} KiB raw${budget}`)
  for (const row of rows) console.log(row)
}
process.exitCode = failed ? 1 : 0

/**
 * Build-time only (vite.config.ts). The boot script is a tiny file index.html loads first and
 * async, so it runs while a phone is still fetching the app's own file (some 130 KiB), a time
 * the main thread otherwise spends idle. It does two things, for a signed-in visitor only
 * (signed out, the route gate sends every screen to /login):
 *
 * - On a route whose first paint is drawn by a lazily loaded chunk (the order form's heading),
 *   it asks for that chunk and the chunks it imports at once, beside the app's file, rather
 *   than once the app has arrived and run: one round trip less before the heading.
 * - It makes the page's first use of Intl, which loads the browser's locale data (25 to 90 ms
 *   on the 2-core test machine). The first screen's dates and prices would otherwise pay for it
 *   in the middle of drawing, as one long task.
 *
 * index.html still names only the app's own files, so the first-load budget is unchanged. The
 * script is a file, not inline, because the gateway's Content-Security-Policy allows scripts
 * from the origin only; its name is hashed from its content like every asset.
 */
import { resolve } from 'node:path'
import type { Plugin, Rolldown } from 'vite'

type OutputChunk = Rolldown.OutputChunk

/** Per path, the lazily imported modules its first paint needs (relative to the app's folder). */
export type RouteModules = Record<string, readonly string[]>

/** What the plan needs of a built chunk. */
export type BuiltChunk = Pick<OutputChunk, 'fileName' | 'moduleIds' | 'imports' | 'isEntry'>

/** The chunks `start` names and all they import, transitively, `start` first. */
function withStaticImports(start: readonly BuiltChunk[], byFile: Map<string, BuiltChunk>): BuiltChunk[] {
  const seen = new Map<string, BuiltChunk>()
  const visit = (chunk: BuiltChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.set(chunk.fileName, chunk)
    for (const file of chunk.imports) {
      const imported = byFile.get(file)
      if (imported) visit(imported)
    }
  }
  for (const chunk of start) visit(chunk)
  return [...seen.values()]
}

/**
 * Per route, the URLs of the chunks its modules need, minus those index.html loads anyway.
 * Throws when a listed module is in no lazily loaded chunk (renamed, or now part of the app's
 * own file), so the table cannot go stale without a failed build.
 */
export function routePreloadPlan(
  routes: RouteModules,
  chunks: readonly BuiltChunk[],
  base: string,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const entry = withStaticImports(
    chunks.filter((chunk) => chunk.isEntry),
    byFile,
  )
  const loadedByEntry = new Set(entry.map((chunk) => chunk.fileName))
  const plan: Record<string, string[]> = {}
  for (const [path, modules] of Object.entries(routes)) {
    const lazyChunks = modules.map((id) => {
      const chunk = chunks.find((c) => c.moduleIds.includes(id))
      if (!chunk || loadedByEntry.has(chunk.fileName))
        throw new Error(`Route ${path}: ${id} is not in a lazily loaded chunk of the build`)
      return chunk
    })
    plan[path] = withStaticImports(lazyChunks, byFile)
      .filter((chunk) => !loadedByEntry.has(chunk.fileName))
      .map((chunk) => `${base}${chunk.fileName}`)
  }
  return plan
}

/**
 * The boot script's source. It is plain browser JavaScript that depends on nothing; storage
 * that throws (a locked-down browser) or an Intl that fails only means no head start.
 */
export function bootScript(plan: Record<string, string[]>, userKey: string): string {
  return `try {
  if (localStorage.getItem(${JSON.stringify(userKey)}) !== null) {
    const path = location.pathname.length > 1 ? location.pathname.replace(/\\/+$/, '') : '/'
    for (const href of new Map(Object.entries(${JSON.stringify(plan)})).get(path) ?? []) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    const locale = document.documentElement.lang || undefined
    new Intl.DateTimeFormat(locale).resolvedOptions()
    new Intl.NumberFormat(locale).format(0)
  }
} catch {}
`
}

const chunksOf = (bundle: Rolldown.OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')

/** The Vite plugin: emits the script and names it first in index.html's head. */
export function bootScriptPlugin(routes: RouteModules, options: { userKey: string }): Plugin {
  let root = ''
  let base = '/'
  let scriptFile: string | null = null
  return {
    name: 'provender:boot-script',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    generateBundle: {
      // Before Vite writes index.html, which then names the script.
      order: 'pre',
      handler(_options, bundle) {
        const absolute = Object.fromEntries(
          Object.entries(routes).map(([path, modules]) => [path, modules.map((m) => resolve(root, m))]),
        )
        const plan = routePreloadPlan(absolute, chunksOf(bundle), base)
        const ref = this.emitFile({
          type: 'asset',
          name: 'boot.js',
          source: bootScript(plan, options.userKey),
        })
        scriptFile = this.getFileName(ref)
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!scriptFile) return
        // First in the head, so its request goes out ahead of the app's own file.
        return [
          { tag: 'script', attrs: { async: true, src: `${base}${scriptFile}` }, injectTo: 'head-prepend' },
        ]
      },
    },
  }
}

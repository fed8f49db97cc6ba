/**
 * Compiles the services and the operators' commands to plain JavaScript in dist/, so
 * production runs `node dist/gateway/main.mjs` without tsx or any other dev dependency.
 * Our workspaces (@provender/*) are bundled in; every other package stays an import that
 * Node resolves from node_modules, as installed by `npm ci --omit=dev`.
 *
 *   node --import tsx scripts/buildServices.mts
 */
import { cpSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
export const servicesDist = join(root, 'dist')

/**
 * Each entry's output keeps its source's depth below the root (dist/<folder>/<name>.mjs, as
 * <workspace>/src/<name>.ts), so paths a module takes from its own URL (the apps' builds,
 * gateway/src/staticApps.ts) find the same folders compiled as from source.
 */
export const serviceEntries: Record<string, string> = {
  'gateway/main': 'gateway/src/main.ts',
  'gateway/commandServiceMain': 'gateway/src/commandServiceMain.ts',
  'query-service/main': 'query-service/src/main.ts',
  'cli/rebuild': 'query-service/src/cli/rebuild.ts',
  'cli/verifyLog': 'query-service/src/cli/verifyLog.ts',
  'cli/backup': 'query-service/src/cli/backup.ts',
  'cli/restore': 'query-service/src/cli/restore.ts',
  'cli/verifyBackup': 'query-service/src/cli/verifyBackup.ts',
  'cli/createAdmin': 'command-service/src/cli/createAdmin.ts',
}

/** Bare imports of anything but our own workspaces are left to Node's resolution at run time. */
const packagesStayExternal: Plugin = {
  name: 'packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@provender/')) return undefined
      return { path: args.path, external: true }
    })
  },
}

export async function buildServices(): Promise<{ files: number; bytes: number }> {
  rmSync(servicesDist, { recursive: true, force: true })
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.entries(serviceEntries).map(([out, source]) => ({ in: source, out })),
    outdir: servicesDist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: 'linked',
    // Stack traces name our functions as written; the bundle is read by node, not downloaded.
    minify: false,
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [packagesStayExternal],
  })
  // The OpenAPI page's own files, read beside gateway/src/openapi.ts's module.
  cpSync(join(root, 'gateway/src/openapiDocs'), join(servicesDist, 'gateway/openapiDocs'), {
    recursive: true,
  })
  const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.mjs'))
  return { files: outputs.length, bytes: outputs.reduce((sum, [, o]) => sum + o.bytes, 0) }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const built = await buildServices()
  console.log(
    `services: ${built.files} entries compiled to dist/, ${Math.round(built.bytes / 1024)} KB of JavaScript`,
  )
}

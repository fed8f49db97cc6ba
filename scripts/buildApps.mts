/**
 * Builds the console and the ordering app (all, or those named) and precompresses their
 * assets. `npm run build` builds both; `npm start` builds those older than their sources.
 *
 *   node --import tsx scripts/buildApps.mts [console] [ordering]
 */
import { spawnSync } from 'node:child_process'
import { dirname, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { precompressFolder } from '../gateway/src/precompress.ts'
import { apps } from '../gateway/src/staticApps.ts'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
type AppName = keyof typeof apps

export async function buildApps(names: AppName[]): Promise<void> {
  if (names.length === 0) return
  const workspaces = names.map((name) => relative(root, dirname(apps[name].dist)))
  const build = spawnSync('npm', ['run', 'build', ...workspaces.flatMap((w) => ['-w', w])], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  if (build.status !== 0) throw new Error('The build failed; see above.')
  for (const name of names) {
    const sizes = await precompressFolder(apps[name].dist)
    const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
    console.log(
      `${name}: ${sizes.files} files precompressed, ${kb(sizes.bytes)} -> ${kb(sizes.gzipBytes)} gzip, ${kb(sizes.brotliBytes)} brotli`,
    )
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const asked = process.argv.slice(2)
  const unknown = asked.filter((name) => !(name in apps))
  if (unknown.length) {
    console.error(`Unknown app ${unknown.join(', ')}: choose from ${Object.keys(apps).join(', ')}`)
    process.exit(2)
  }
  await buildApps(asked.length ? (asked as AppName[]) : (Object.keys(apps) as AppName[]))
}

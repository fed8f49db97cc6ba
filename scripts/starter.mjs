// `npm start` and `npm test` begin here. Plain Node and no packages, because it runs before
// any are installed: after a fresh clone, or a pull that changed package-lock.json, it runs
// `npm ci` first, then hands over to the TypeScript entry named on its command line.
//
//   node scripts/starter.mjs scripts/start.mts
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Why node_modules must be installed again, or null when it matches the lock file.
 * `lock` is package-lock.json and `installed` the copy npm keeps of what it installed
 * (node_modules/.package-lock.json), each with its modification time; null when absent.
 * A lock file newer than the installation is compared package by package, so touching it
 * (a checkout, an install that changed nothing) costs no reinstall.
 */
export function installNeeded(lock, installed) {
  if (!lock) return null
  if (!installed) return 'node_modules is missing'
  if (installed.mtimeMs >= lock.mtimeMs) return null
  const wanted = lock.packages ?? {}
  const present = installed.packages ?? {}
  for (const [path, entry] of Object.entries(wanted)) {
    if (!path.includes('node_modules/')) continue
    const got = present[path]
    // Optional packages for other platforms (esbuild's, biome's) are never installed here.
    if (!got && entry.optional) continue
    if (!got) return `${path.replace(/^.*node_modules\//, '')} is not installed`
    if (got.version !== entry.version) {
      return `${path.replace(/^.*node_modules\//, '')} is ${got.version}, the lock file says ${entry.version}`
    }
  }
  for (const path of Object.keys(present)) {
    if (!(path in wanted)) return `${path.replace(/^.*node_modules\//, '')} is no longer in the lock file`
  }
  return null
}

function readLock(path) {
  if (!existsSync(path)) return null
  return { mtimeMs: statSync(path).mtimeMs, packages: JSON.parse(readFileSync(path, 'utf8')).packages }
}

async function main(entry) {
  if (!entry) {
    console.error('usage: node scripts/starter.mjs <entry.ts>')
    process.exit(2)
  }
  const reason = installNeeded(
    readLock(join(root, 'package-lock.json')),
    readLock(join(root, 'node_modules', '.package-lock.json')),
  )
  if (reason) {
    console.log(`Installing the dependencies (${reason}): npm ci`)
    const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    })
    if (npm.status !== 0) {
      console.error('npm ci failed; see above.')
      process.exit(npm.status ?? 1)
    }
  }
  // In this process, so signals reach the entry directly (no child to forward them to).
  const { register } = await import('tsx/esm/api')
  register()
  await import(pathToFileURL(resolve(root, entry)).href)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv[2])
}

import { randomBytes } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'

/** The installed PGlite's version (its package.json is not exported: read beside its entry). */
const pgliteVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const manifest = join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

/**
 * An empty PGlite cluster, dumped once per PGlite version and machine and loaded by every test
 * database after it. A new cluster runs initdb, 6 s on an idle two-core machine and 15-35 s
 * beside the other tiers (which made stacks miss their 60 s hook); loading the dump takes about
 * 1.5 s and gives the same empty database. Written to a new name and renamed, so two workers
 * making it at once each leave a whole file; a file that will not load is made again.
 */
export async function emptyClusterTemplate(): Promise<Blob> {
  const path = emptyClusterTemplatePath()
  try {
    return new Blob([readFileSync(path)])
  } catch {
    return writeTemplate(path)
  }
}

async function writeTemplate(path: string): Promise<Blob> {
  const fresh = await PGlite.create('memory://')
  try {
    const dump = await fresh.dumpDataDir('none')
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()))
    renameSync(partial, path)
    return dump
  } finally {
    await fresh.close()
  }
}

/** Where the dump is kept; removed when it fails to load, so the next database makes it again. */
export function emptyClusterTemplatePath(): string {
  return join(tmpdir(), `provender-pglite-empty-${pgliteVersion()}.tar`)
}

import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

// The command and query services meet only in the composition roots (this folder): each may be
// built, tested and deployed without the other's code. A package cycle between them made every
// change to one a change to both; this keeps them apart.
const repo = resolve(new URL('.', import.meta.url).pathname, '../..')

interface Manifest {
  name: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T
const manifest = (folder: string) => readJson<Manifest>(join(repo, folder, 'package.json'))
const workspaces = readJson<{ workspaces: string[] }>(join(repo, 'package.json')).workspaces

/** Every TypeScript file under `dir`, tests included: a test's import is a dependency too. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(m?ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

function importedModules(source: string): string[] {
  return [
    ...source.matchAll(
      /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((match) => (match[1] ?? match[2] ?? match[3]) as string)
}

/** The imports of `folder/src` that reach into `other`: by its package name or by a relative path. */
function importsInto(folder: string, other: string): string[] {
  const otherName = manifest(other).name
  const otherRoot = join(repo, other) + sep
  return sourceFiles(join(repo, folder, 'src')).flatMap((file) =>
    importedModules(readFileSync(file, 'utf8'))
      .filter((module) =>
        module.startsWith('.')
          ? resolve(dirname(file), module).startsWith(otherRoot)
          : module === otherName || module.startsWith(`${otherName}/`),
      )
      .map((module) => `${relative(repo, file)} imports ${module}`),
  )
}

function listedWorkspaces(folder: string): string[] {
  const { dependencies = {}, devDependencies = {} } = manifest(folder)
  const names = new Set([...Object.keys(dependencies), ...Object.keys(devDependencies)])
  return workspaces.filter((other) => names.has(manifest(other).name))
}

/** Each cycle in the workspaces' dependencies (dev ones included), as the folders around it. */
function dependencyCycles(): string[] {
  const cycles: string[] = []
  const done = new Set<string>()
  const visit = (folder: string, path: string[]) => {
    const seen = path.indexOf(folder)
    if (seen >= 0) {
      cycles.push([...path.slice(seen), folder].join(' -> '))
      return
    }
    if (done.has(folder)) return
    for (const next of listedWorkspaces(folder)) visit(next, [...path, folder])
    done.add(folder)
  }
  for (const folder of workspaces) visit(folder, [])
  return cycles
}

describe('the command and query services stay apart', () => {
  it('finds the sources it checks', () => {
    const files = (folder: string) => sourceFiles(join(repo, folder, 'src')).map((f) => relative(repo, f))
    expect(files('command-service')).toContain('command-service/src/app.ts')
    expect(files('query-service')).toContain('query-service/src/app.ts')
  })

  it('sees imports of both where they meet: the composition roots', () => {
    expect(importsInto('gateway', 'command-service')).not.toEqual([])
    expect(importsInto('gateway', 'query-service')).not.toEqual([])
  })

  it('command-service/src imports nothing from query-service', () => {
    expect(importsInto('command-service', 'query-service')).toEqual([])
  })

  it('query-service/src imports nothing from command-service', () => {
    expect(importsInto('query-service', 'command-service')).toEqual([])
  })

  it('neither package lists the other', () => {
    expect(listedWorkspaces('command-service')).not.toContain('query-service')
    expect(listedWorkspaces('query-service')).not.toContain('command-service')
  })

  // A server that imports the apps' package drags React and MUI into its install and ties its
  // releases to the screens'; what both need (the formatter) lives in events/ (issue 35).
  it.each(['command-service', 'query-service', 'server-kit'])(
    '%s neither imports nor lists web-shared',
    (folder) => {
      expect(importsInto(folder, 'web-shared')).toEqual([])
      expect(listedWorkspaces(folder)).not.toContain('web-shared')
    },
  )

  it('no workspace depends on itself through others', () => {
    expect(dependencyCycles()).toEqual([])
  })
})

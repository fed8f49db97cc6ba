import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// `events/` is the contract every part shares, browsers included: the event catalogue, the rules,
// the store port and the domain error. Server machinery lives in `server-kit/`. This keeps it so.
const root = new URL('.', import.meta.url).pathname

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

function importedModules(source: string): string[] {
  return [
    ...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g),
  ].map((match) => (match[1] ?? match[2]) as string)
}

describe('the events package holds the contract only', () => {
  const files = sourceFiles(root)

  it('finds the contract sources', () => {
    expect(files.map((file) => relative(root, file))).toEqual(
      expect.arrayContaining(['index.ts', 'domainError.ts', 'store/port.ts', 'catalogue/events.ts']),
    )
  })

  it.each(files.map((file) => [relative(root, file), file]))(
    '%s imports only zod and its own files',
    (_, file) => {
      const foreign = importedModules(readFileSync(file, 'utf8')).filter(
        (module) => !module.startsWith('.') && module !== 'zod' && !module.startsWith('zod/'),
      )
      expect(foreign).toEqual([])
    },
  )
})

/** The files a module loads, itself included, following relative imports. */
function reachableFiles(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const module of importedModules(readFileSync(file, 'utf8'))) {
    if (module.startsWith('.')) reachableFiles(resolve(dirname(file), module), seen)
  }
  return seen
}

describe('the rule modules a browser may load on their own', () => {
  // The ordering app's first screen imports these by path, so they must not pull in zod.
  const packageJson = JSON.parse(readFileSync(join(root, '../package.json'), 'utf8')) as {
    exports: Record<string, string>
  }
  const ruleExports = Object.entries(packageJson.exports).filter(([path]) => path.startsWith('./rules/'))

  it('exports the order-window rule by path', () => {
    expect(ruleExports.map(([path]) => path)).toContain('./rules/orderWindow')
  })

  it.each(ruleExports)('%s loads no package at all', (_, target) => {
    const files = [...reachableFiles(resolve(root, '..', target))]
    const packages = files.flatMap((file) =>
      importedModules(readFileSync(file, 'utf8')).filter((module) => !module.startsWith('.')),
    )
    expect(packages).toEqual([])
  })
})

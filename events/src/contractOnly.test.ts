import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
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

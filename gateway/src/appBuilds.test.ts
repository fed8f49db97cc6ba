import { describe, expect, it } from 'vitest'
import { buildStaleness } from './appBuilds.ts'

const built = Date.parse('2026-11-20T10:00:00Z')
const at = (iso: string) => Date.parse(iso)

describe('buildStaleness', () => {
  it('builds an app that was never built', () => {
    expect(buildStaleness(null, [])).toBe('not built yet')
  })

  it('keeps a build newer than every source', () => {
    expect(
      buildStaleness(built, [
        { path: 'console/src/App.tsx', mtimeMs: at('2026-11-20T09:59:00Z') },
        { path: 'web-shared/src/api.ts', mtimeMs: built },
      ]),
    ).toBeNull()
  })

  it('rebuilds when one source changed after the build, naming it', () => {
    expect(
      buildStaleness(built, [
        { path: 'console/src/App.tsx', mtimeMs: at('2026-11-19T08:00:00Z') },
        { path: 'web-shared/src/api.ts', mtimeMs: at('2026-11-21T08:00:00Z') },
      ]),
    ).toBe('web-shared/src/api.ts changed since the last build')
  })

  it('rebuilds after a pull that touched many files, naming the latest', () => {
    expect(
      buildStaleness(built, [
        { path: 'console/src/a.tsx', mtimeMs: at('2026-11-21T08:00:00Z') },
        { path: 'console/src/b.tsx', mtimeMs: at('2026-11-21T08:00:02Z') },
        { path: 'console/index.html', mtimeMs: at('2026-11-21T08:00:01Z') },
      ]),
    ).toBe('3 files changed since the last build, the latest console/src/b.tsx')
  })
})

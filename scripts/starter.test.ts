import { describe, expect, it } from 'vitest'
import { installNeeded, type LockState } from './starter.mjs'

const lock = (mtimeMs: number, packages: LockState['packages']): LockState => ({ mtimeMs, packages })
const locked = {
  '': { version: '0.0.0' },
  'node_modules/koa': { version: '3.3.0' },
  'node_modules/@esbuild/darwin-arm64': { version: '0.25.0', optional: true },
  'node_modules/koa/node_modules/debug': { version: '4.4.1' },
}
const installedAsLocked = {
  'node_modules/koa': { version: '3.3.0' },
  'node_modules/koa/node_modules/debug': { version: '4.4.1' },
}

describe('installNeeded', () => {
  it('installs after a fresh clone', () => {
    expect(installNeeded(lock(2, locked), null)).toBe('node_modules is missing')
  })

  it('does nothing when the installation is newer than the lock file', () => {
    expect(installNeeded(lock(1, locked), lock(2, {}))).toBeNull()
  })

  it('does nothing when the lock file is only newer, with the same packages', () => {
    expect(installNeeded(lock(3, locked), lock(2, installedAsLocked))).toBeNull()
  })

  it('installs when a pull changed a version, added or removed a package', () => {
    expect(
      installNeeded(
        lock(3, { ...locked, 'node_modules/koa': { version: '3.4.0' } }),
        lock(2, installedAsLocked),
      ),
    ).toBe('koa is 3.3.0, the lock file says 3.4.0')
    expect(
      installNeeded(
        lock(3, { ...locked, 'node_modules/zod': { version: '4.0.0' } }),
        lock(2, installedAsLocked),
      ),
    ).toBe('zod is not installed')
    expect(
      installNeeded(
        lock(3, locked),
        lock(2, { ...installedAsLocked, 'node_modules/left-pad': { version: '1.0.0' } }),
      ),
    ).toBe('left-pad is no longer in the lock file')
  })
})

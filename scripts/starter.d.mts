/** What npm's lock files say, as the starter reads them. */
export interface LockState {
  mtimeMs: number
  packages?: Record<string, { version?: string; optional?: boolean }>
}

export function installNeeded(lock: LockState | null, installed: LockState | null): string | null

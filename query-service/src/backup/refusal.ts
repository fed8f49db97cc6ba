import type { VerifyReport } from '@provender/server-kit'

/** Why a restore or a check was refused; nothing was written. The exit code says which (see cli/restore.ts). */
export class RestoreRefused extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message)
  }
}

/** A mistake of the command's settings (BACKUP_KEY), as any other failure. */
export const KEY_NEEDED = 1
export const NOT_EMPTY = 3
export const DAMAGED = 4

export const damaged = (why: string) =>
  new RestoreRefused(`The backup is damaged or was altered: ${why}. Nothing was restored.`, DAMAGED)

/** Refuses a backup whose hash chain (recomputed in the database or from the file) does not hold. */
export function refuseBrokenChain(report: VerifyReport): void {
  const first = report.broken[0]
  if (first) {
    throw damaged(
      `its hash chain is broken: ${first.streamId} at revision ${first.revision}: ${first.reason}`,
    )
  }
}

import Router from '@koa/router'
import { IMPORT_KINDS, type ImportKind, invalid } from '@provender/events'
import { EXPORT_FORMATS, sendExport } from '@provender/server-kit/spreadsheets'
import type { Context, Next } from 'koa'
import { z } from 'zod'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, csrfGuard, currentUser, requireRole } from '../http/session.ts'
import { applyImport, previewImport } from './importFile.ts'
import { refusedColumns, refusedLines, refusedPages, refusedStem } from './refusedRowsFile.ts'
import { readTable, readUpload, UploadTooLarge, uploadOf } from './upload.ts'
import { UnpacksTooLarge } from './xlsx/zipParts.ts'

export const kindParam = z.enum(IMPORT_KINDS as [ImportKind, ...ImportKind[]], {
  error: 'The kind of import is catalogue, customers, prices or stock.',
})
export const digestHeader = z
  .string({ error: 'Send the preview’s digest (X-Preview-Digest): preview the file first.' })
  .regex(/^[0-9a-f]{64}$/, 'Send the preview’s digest (X-Preview-Digest): preview the file first.')

/** `?validOnly=true`: apply the rows without errors and name the others in ImportApplied. */
export const applyQuery = z.object({
  validOnly: z
    .enum(['true', 'false'], { error: 'Say whether to apply the valid rows only: true or false.' })
    .optional()
    .describe(
      'true: apply the valid rows only (one atomic append) and name the refused rows in ImportApplied.',
    ),
})

/**
 * A body past the limit is answered 413 with the limit, once it has been let through unread; so
 * is a workbook that would unpack past its limit (nothing of it was inflated).
 */
async function tooLargeAs413(ctx: Context, next: Next): Promise<void> {
  try {
    await next()
  } catch (error) {
    if (!(error instanceof UploadTooLarge || error instanceof UnpacksTooLarge)) throw error
    ctx.status = 413
    ctx.body = { error: error.message }
  }
}

/** The file of the request, read, with its kind, name and mapping. */
async function uploaded(ctx: Context) {
  const kind = kindParam.parse(ctx.params.kind)
  const upload = uploadOf(
    await readUpload(ctx.req),
    { fileName: ctx.get('X-File-Name'), mapping: ctx.get('X-Column-Mapping') },
    kind,
  )
  const table = await readTable(upload, ctx.get('Content-Type'))
  return { kind, upload, table }
}

/**
 * Spreadsheet imports (admins only). The body is the file itself, not JSON, so this router is
 * mounted before the JSON-only guard and the body parser (app.ts), with the CSRF guard of its own.
 */
export function importRoutes(deps: CommandDeps): Router {
  const router = new Router()
  const admin = [tooLargeAs413, csrfGuard, authenticate(deps), requireRole('admin')] as const

  router.post('/api/imports/:kind/preview', ...admin, async (ctx) => {
    const { kind, upload, table } = await uploaded(ctx)
    ctx.body = await previewImport(deps, currentUser(ctx), kind, upload, table)
  })

  router.post('/api/imports/:kind/apply', ...admin, async (ctx) => {
    const digest = digestHeader.safeParse(ctx.get('X-Preview-Digest'))
    if (!digest.success) throw invalid(digest.error.issues[0]!.message)
    const { validOnly } = applyQuery.parse(ctx.query)
    const { kind, upload, table } = await uploaded(ctx)
    const result = await applyImport(deps, commandContext(ctx, deps), currentUser(ctx), kind, upload, table, {
      previewDigest: digest.data,
      validOnly: validOnly === 'true',
    })
    answer(ctx, 200, { importId: result.importId, counts: result.counts }, result.position)
  })

  // The refused rows of a file, to fix and import again: the file itself is sent again, so the
  // download carries every cell in full while a preview echoes only a cell's first characters.
  for (const format of EXPORT_FORMATS) {
    router.post(`/api/imports/:kind/refused.${format}`, ...admin, async (ctx) => {
      const { kind, upload, table } = await uploaded(ctx)
      const lines = await refusedLines(deps, currentUser(ctx), kind, upload, table)
      const file = { stem: refusedStem(upload.fileName), format, sheet: 'Refused rows' }
      sendExport(ctx, file, refusedPages(lines), refusedColumns(table.headers))
    })
  }

  return router
}

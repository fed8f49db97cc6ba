import { answer, documentRoutes } from '@provender/server-kit'
import { z } from 'zod'
import { applyQuery, digestHeader, kindParam } from './routes.ts'

const counts = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
})
const previewAnswer = z.object({
  kind: kindParam,
  fileName: z.string(),
  sha256: z.string(),
  columns: z.array(z.object({ header: z.string(), field: z.string().nullable() })),
  missing: z.array(z.string()).describe('Required fields no column fills: the mapping step asks for them.'),
  unknown: z.array(z.string()).describe('Headers the layout does not know.'),
  notes: z.array(z.string()).describe('Which sheet, encoding and separator were read; merged cells.'),
  counts,
  rows: z
    .array(
      z.object({
        row: z.number().int().describe('As a spreadsheet numbers it: the header is row 1.'),
        key: z.string(),
        status: z.enum(['new', 'changed', 'unchanged', 'error']),
        changes: z.array(
          z.object({
            field: z.string(),
            from: z.string(),
            to: z.string(),
            cents: z
              .object({ from: z.number().int().nullable(), to: z.number().int() })
              .optional()
              .describe('A price’s old (null: none) and new amount in cents.'),
          }),
        ),
        error: z.string().optional().describe('"Row 214, Price: Price \\"abc\\" is not a number."'),
        product: z
          .object({ id: z.string(), name: z.string(), quantityType: z.enum(['pack', 'weight']) })
          .optional()
          .describe(
            'The product a price or catalogue row names (not on refused rows); its prices are per quantityType.',
          ),
        customer: z
          .object({ accountNumber: z.string(), name: z.string() })
          .optional()
          .describe('The customer of a price row (not on refused rows).'),
      }),
    )
    .describe('Every row that is not unchanged, errors first, at most 2,000.'),
  previewDigest: z.string().nullable().describe('Null while required columns are missing.'),
})

const fileHeaders = [
  {
    name: 'X-File-Name',
    description:
      'The file’s name, percent-encoded; held to the stored-text policy (no control or bidi characters, 255 at most).',
    schema: z.string(),
  },
  {
    name: 'X-Column-Mapping',
    description: 'Optional: percent-encoded JSON of header -> field ("" ignores a column).',
    schema: z.string(),
  },
]
const BODY =
  'The body is the file’s raw bytes (text/csv, text/plain, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet ' +
  'or application/octet-stream; an XLSX is known by its zip signature), at most 20 MB (413) and 200,000 rows; an XLSX part ' +
  'unpacks to at most 40 MB (413), and a damaged file is 400 `IMPORT_DAMAGED_FILE`. See docs/imports.md.'

const TOO_LARGE = 'The file is larger than the 20 MB limit, or its workbook unpacks to more than 40 MB.'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The refused rows of a file, as CSV and as XLSX. */
const refusedRoutes = (['csv', 'xlsx'] as const).map((format) => ({
  method: 'post' as const,
  path: `/api/imports/:kind/refused.${format}`,
  summary: `Download the rows a preview refuses, to fix and import again (${format.toUpperCase()}; writes nothing)`,
  description:
    `${BODY} Plans the file as the preview does and answers its refused rows in file order: the file’s own ` +
    'columns with every cell in full, then `Error` (the refusal, without the row number; an `Error` column ' +
    'the file has already is replaced). CSV cells that start like a formula get an apostrophe, as every export.',
  params: z.object({ kind: kindParam }),
  headers: fileHeaders,
  responses: {
    200: {
      description: `The refused rows (attachment \`<file name>-refused.${format}\`).`,
      schema: z.string(),
      contentType: format === 'csv' ? 'text/csv' : XLSX,
    },
  },
  errors: { 413: TOO_LARGE },
}))

export const importRouteDocs = documentRoutes({ tag: 'Imports', access: ['admin'] }, [
  {
    method: 'post',
    path: '/api/imports/:kind/preview',
    summary: 'Read a spreadsheet and show what importing it would change (writes nothing)',
    description: BODY,
    params: z.object({ kind: kindParam }),
    headers: fileHeaders,
    responses: answer(200, 'The preview.', previewAnswer),
    errors: { 413: TOO_LARGE },
  },
  {
    method: 'post',
    path: '/api/imports/:kind/apply',
    summary: 'Apply a previewed file: every change in one atomic append, or nothing',
    description:
      `${BODY} A row with an error refuses the whole file (400), unless \`validOnly=true\`: then the valid ` +
      'rows apply in one atomic append and ImportApplied names each refused row with its error (at most ' +
      '10,000; `counts.error` says how many were left out). Nothing to change: no events, importId null.',
    params: z.object({ kind: kindParam }),
    query: applyQuery,
    headers: [
      ...fileHeaders,
      { name: 'X-Preview-Digest', description: 'The preview’s previewDigest.', schema: digestHeader },
    ],
    responses: answer(200, 'Applied.', z.object({ importId: z.uuid().nullable(), counts })),
    errors: {
      409: '`IMPORT_STALE`: the data changed since the preview; preview the file again.',
      413: TOO_LARGE,
    },
  },
  ...refusedRoutes,
])

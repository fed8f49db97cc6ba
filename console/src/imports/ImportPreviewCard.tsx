import {
  Alert,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { formatCount } from '@provender/web-shared/format/numbers.ts'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import type { ImportKind, ImportPreview, RowStatus, SheetFormat } from './importCalls.ts'
import { applyBlocker, changeText, countLabel, itemLines } from './importFormat.ts'
import { PreviewActions } from './PreviewActions.tsx'

// Only errors stand out in colour: the theme's green and blue chips do not reach AA contrast.
const CHIP_COLORS: Record<RowStatus, 'default' | 'error'> = {
  new: 'default',
  changed: 'default',
  unchanged: 'default',
  error: 'error',
}
const STATUSES: RowStatus[] = ['error', 'new', 'changed', 'unchanged']

/**
 * The preview: counts, what was read, each row that would change or is refused (errors first),
 * Apply; with refused rows, applying the valid ones only and downloading the refused ones.
 */
export function ImportPreviewCard({
  kind,
  preview,
  onApply,
  onApplyValid,
  onDownloadRefused,
  busy,
}: {
  kind: ImportKind
  preview: ImportPreview
  onApply: () => void
  onApplyValid: () => void
  onDownloadRefused: (format: SheetFormat) => void
  busy: boolean
}) {
  // A phone shows each row as a block: a four-column table would be wider than the screen.
  const phone = usePhone()
  const blocker = applyBlocker(preview)
  const total = STATUSES.reduce((n, s) => n + preview.counts[s], 0)
  return (
    <Card sx={{ minWidth: 0, maxWidth: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          Preview of {preview.fileName}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }} aria-label="Row counts">
          {STATUSES.map((s) => (
            <Chip
              key={s}
              label={countLabel(s, preview.counts[s])}
              color={CHIP_COLORS[s]}
              variant={preview.counts[s] ? 'filled' : 'outlined'}
            />
          ))}
        </Stack>
        {preview.notes.map((note) => (
          <Typography key={note} variant="body2" color="text.secondary">
            {note}
          </Typography>
        ))}
        {phone && preview.rows.length > 0 && <RowBlocks kind={kind} preview={preview} />}
        {!phone && preview.rows.length > 0 && (
          <TableContainer
            sx={{ mt: 2, maxHeight: 520, overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label="Rows of the file, errors first"
          >
            <Table size="small" stickyHeader aria-label="Rows of the file">
              <TableHead>
                <TableRow>
                  <TableCell>Row</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Item</TableCell>
                  <TableCell>What changes</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.rows.map((r) => (
                  <TableRow key={r.row}>
                    <TableCell>{r.row}</TableCell>
                    <TableCell>
                      <Chip size="small" label={r.status} color={CHIP_COLORS[r.status]} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
                      <ItemName row={r} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 200 }}>
                      <RowDetail kind={kind} row={r} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {preview.rows.length < total - preview.counts.unchanged && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            The first {formatCount(preview.rows.length)} rows are shown.
          </Typography>
        )}
        {blocker && (
          <Alert severity={preview.counts.error ? 'warning' : 'info'} sx={{ mt: 2 }}>
            {blocker}
          </Alert>
        )}
        <PreviewActions
          preview={preview}
          canApply={blocker === null}
          busy={busy}
          onApply={onApply}
          onApplyValid={onApplyValid}
          onDownloadRefused={onDownloadRefused}
        />
      </CardContent>
    </Card>
  )
}

type PreviewRow = ImportPreview['rows'][number]

/** The row's product by name, with its code and unit (and a price row's customer) below. */
function ItemName({ row }: { row: PreviewRow }) {
  const [name, ...details] = itemLines(row)
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
        {name}
      </Typography>
      {details.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </>
  )
}

/** A row's error, or what it changes, one line per field. */
function RowDetail({ kind, row }: { kind: ImportKind; row: PreviewRow }) {
  if (row.error) {
    return (
      <Typography variant="body2" color="error">
        {row.error}
      </Typography>
    )
  }
  return row.changes.map((c) => (
    <Typography key={c.field} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {changeText(kind, c, row.product)}
    </Typography>
  ))
}

/** The rows on a phone: one block each, row number, status and item on top. */
function RowBlocks({ kind, preview }: { kind: ImportKind; preview: ImportPreview }) {
  return (
    <Stack
      component="ul"
      aria-label="Rows of the file, errors first"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, mt: 2 }}
    >
      {preview.rows.map((r) => (
        <Stack
          component="li"
          key={r.row}
          spacing={0.5}
          sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
        >
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="body2">Row {r.row}</Typography>
            <Chip size="small" label={r.status} color={CHIP_COLORS[r.status]} />
          </Stack>
          <ItemName row={r} />
          <RowDetail kind={kind} row={r} />
        </Stack>
      ))}
    </Stack>
  )
}

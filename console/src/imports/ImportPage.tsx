import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Alert, Button, Card, CardContent, LinearProgress, MenuItem, Stack, TextField } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useState } from 'react'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { downloadFile } from '../history/csv.ts'
import { ColumnMapping } from './ColumnMapping.tsx'
import { ImportPreviewCard } from './ImportPreviewCard.tsx'
import { ImportTemplates } from './ImportTemplates.tsx'
import {
  applyImport,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  previewImport,
  refusedRowsFile,
  type SheetFormat,
} from './importCalls.ts'
import { KIND_LABELS, mappingFor, refusedFileName, resultText } from './importFormat.ts'

/**
 * /imports (admins): choose what the file holds, upload it, map unknown columns, read the
 * preview, apply. Nothing is written before Apply; the file applies whole or not at all, or, if
 * the admin chooses, its valid rows only, and the refused rows download to be fixed.
 */
export function ImportPage() {
  const [kind, setKind] = useState<ImportKind>('prices')
  const [file, setFile] = useState<File | null>(null)
  const [choices, setChoices] = useState<Record<string, string>>({})
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [result, setResult] = useState<ImportResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function run(work: () => Promise<void>) {
    setBusy(true)
    setError(null)
    try {
      await work()
    } catch (e) {
      setError(errorMessage(e, 'The file could not be read. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  const showPreview = (next: File, nextKind: ImportKind, nextChoices: Record<string, string>) =>
    run(async () => {
      setResult(null)
      setPreview(await previewImport(nextKind, next, mappingFor(nextChoices)))
    })

  function chooseFile(chosen: File | undefined) {
    if (!chosen) return
    setFile(chosen)
    setChoices({})
    void showPreview(chosen, kind, {})
  }

  function chooseKind(next: ImportKind) {
    setKind(next)
    setChoices({})
    setPreview(null)
    setResult(null)
    if (file) void showPreview(file, next, {})
  }

  const apply = (validOnly: boolean) =>
    run(async () => {
      if (!file || !preview?.previewDigest) return
      const applied = await applyImport(kind, file, mappingFor(choices), preview.previewDigest, validOnly)
      setResult(applied)
      setPreview(null)
    })

  const downloadRefused = (format: SheetFormat) =>
    run(async () => {
      if (!file) return
      const refused = await refusedRowsFile(kind, file, mappingFor(choices), format)
      downloadFile(refusedFileName(file.name, format), refused)
    })

  return (
    <Page maxWidth={1100}>
      <PageHeader title="Import" subtitle="Upload a CSV or XLSX file, check the preview, then apply it." />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <TextField
              select
              label="The file holds"
              value={kind}
              onChange={(e) => chooseKind(e.target.value as ImportKind)}
              sx={{ minWidth: 240 }}
            >
              {(Object.keys(KIND_LABELS) as ImportKind[]).map((k) => (
                <MenuItem key={k} value={k}>
                  {KIND_LABELS[k]}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
              Choose file
              <input
                hidden
                type="file"
                accept=".csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-label="File to import"
                onChange={(e) => {
                  chooseFile(e.target.files?.[0])
                  e.target.value = ''
                }}
              />
            </Button>
            {file && <span>{file.name}</span>}
          </Stack>
        </CardContent>
        {busy && <LinearProgress aria-label="Reading the file" />}
      </Card>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {result && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {resultText(result)}
        </Alert>
      )}
      {preview && preview.missing.length + preview.unknown.length > 0 && file && (
        <ColumnMapping
          kind={kind}
          preview={preview}
          choices={choices}
          onChange={setChoices}
          onPreview={() => showPreview(file, kind, choices)}
          busy={busy}
        />
      )}
      {preview && preview.missing.length === 0 && (
        <ImportPreviewCard
          kind={kind}
          preview={preview}
          onApply={() => apply(false)}
          onApplyValid={() => apply(true)}
          onDownloadRefused={downloadRefused}
          busy={busy}
        />
      )}
      <ImportTemplates />
    </Page>
  )
}

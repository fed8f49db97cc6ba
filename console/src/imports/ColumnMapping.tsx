import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material'
import type { ImportKind, ImportPreview } from './importCalls.ts'
import { fieldLabel, mappableFields } from './importFormat.ts'

/** The mapping step: a field for each header the layout did not know; required fields first. */
export function ColumnMapping({
  kind,
  preview,
  choices,
  onChange,
  onPreview,
  busy,
}: {
  kind: ImportKind
  preview: ImportPreview
  choices: Record<string, string>
  onChange: (choices: Record<string, string>) => void
  onPreview: () => void
  busy: boolean
}) {
  const fields = mappableFields(kind)
  const missing = preview.missing.map((f) => fieldLabel(kind, f))
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Match the columns
        </Typography>
        {missing.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            No column was recognised for {missing.join(', ')}. Choose which column holds it.
          </Alert>
        )}
        <Stack spacing={2}>
          {preview.unknown.map((header) => (
            <TextField
              key={header}
              select
              label={`Column "${header}"`}
              value={choices[header] ?? ''}
              onChange={(e) => onChange({ ...choices, [header]: e.target.value })}
              sx={{ maxWidth: 360 }}
            >
              <MenuItem value="">Do not import</MenuItem>
              {fields.map((f) => (
                <MenuItem key={f.field} value={f.field}>
                  {f.label}
                  {f.required ? ' (required)' : ''}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
        <Button variant="outlined" sx={{ mt: 2 }} onClick={onPreview} disabled={busy}>
          Preview with these columns
        </Button>
      </CardContent>
    </Card>
  )
}

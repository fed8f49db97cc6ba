import { Card, CardContent, Stack, Typography } from '@mui/material'
import { IMPORT_KINDS } from '@provender/events'
import { ExportButton } from '../exports/ExportMenu.tsx'
import { KIND_LABELS, layoutColumnsText } from './importFormat.ts'

/**
 * What each kind of file holds: its required and optional columns, and a template to start from
 * (the header line and one example row, CSV or Excel), written as the export writes that layout.
 */
export function ImportTemplates() {
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Columns and templates
        </Typography>
        <Stack
          component="ul"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label="Columns of each file"
        >
          {IMPORT_KINDS.map((kind) => {
            const { required, optional } = layoutColumnsText(kind)
            return (
              <Stack
                component="li"
                key={kind}
                aria-label={KIND_LABELS[kind]}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                alignItems={{ sm: 'center' }}
                justifyContent="space-between"
              >
                <div>
                  <Typography variant="subtitle2" component="h3">
                    {KIND_LABELS[kind]}
                  </Typography>
                  <Typography variant="body2">Required: {required.join(', ')}</Typography>
                  {optional.length > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      Optional: {optional.join(', ')}
                    </Typography>
                  )}
                </div>
                <ExportButton
                  name={`templates/${kind}`}
                  stem={`${kind}-template`}
                  query={{}}
                  label="Template"
                  busyLabel="Downloading…"
                />
              </Stack>
            )
          })}
        </Stack>
      </CardContent>
    </Card>
  )
}

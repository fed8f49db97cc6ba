import { Box, Typography } from '@mui/material'
import { AuditorsPanel } from './AuditorsPanel.tsx'

/** /auditors: the auditors list on its own page (the same panel is the Users screen's Auditors tab). */
export function AuditorsPage() {
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: 26, sm: 32 } }}>
        Auditors
      </Typography>
      <AuditorsPanel />
    </Box>
  )
}

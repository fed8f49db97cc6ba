import { Box, Paper } from '@mui/material'
import type { ReactNode } from 'react'

/** The frame of the screens shown outside the main layout (login, password change). */
export function AuthLayout({ children, maxWidth = 420 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        background: (theme) =>
          `radial-gradient(circle at 20% 0%, ${theme.palette.primary.main}22, transparent 55%), ${theme.palette.background.default}`,
      }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth,
          p: { xs: 3, sm: 4 },
          border: 1,
          borderColor: 'divider',
          boxShadow: '0 12px 40px rgba(20, 50, 30, 0.08)',
        }}
      >
        {children}
      </Paper>
    </Box>
  )
}

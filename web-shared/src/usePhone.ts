import { useMediaQuery, useTheme } from '@mui/material'

/** Below MUI's `sm` breakpoint: a phone, where lists become cards and pages hold 10 rows. */
export function usePhone(): boolean {
  const theme = useTheme()
  return useMediaQuery(theme.breakpoints.down('sm'))
}

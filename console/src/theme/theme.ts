import { createTheme } from '@mui/material/styles'
import { brandColors, provenderTheme } from '@provender/web-shared/theme.ts'

/**
 * The shared brand (deep green, wheat gold) tuned for a dense staff console: flat
 * paper with hairline borders, a solid green top bar and a quiet drawer.
 */
export const consoleTheme = createTheme(provenderTheme, {
  sidebar: { width: 220, closedWidth: 56 },
  components: {
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'primary' },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiCard: {
      styleOverrides: { root: { border: '1px solid rgba(29, 82, 52, 0.12)' } },
    },
    MuiTableCell: {
      styleOverrides: {
        head: { fontWeight: 600, color: '#33433a', backgroundColor: '#f1f3ee' },
      },
    },
    MuiTableRow: {
      styleOverrides: { hover: { '&:hover': { backgroundColor: `${brandColors.green}0d` } } },
    },
    // Spec 9 puts notices at the top centre; below the top bar, so they never cover its title.
    MuiSnackbar: {
      styleOverrides: {
        anchorOriginTopCenter: { top: 56, '@media (min-width: 600px)': { top: 60 } },
      },
    },
    // react-admin's own spinners (the top bar while loading, a screen's chunk on its way)
    // carry no name; a progress bar needs one for screen readers.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiTab: {
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: 48 } },
    },
    RaLayout: {
      styleOverrides: {
        root: {
          '& .RaLayout-content': { backgroundColor: brandColors.canvas, padding: 0 },
        },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': {
            borderLeftColor: brandColors.gold,
            color: brandColors.green,
            fontWeight: 600,
          },
        },
      },
    },
  },
})

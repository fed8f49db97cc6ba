import { createTheme } from '@mui/material/styles'

/** The brand look shared by both apps: deep field green with a wheat-gold accent. */
export const brandColors = {
  green: '#1d5234',
  greenLight: '#2f7a4f',
  gold: '#c8901f',
  paper: '#ffffff',
  canvas: '#f5f4ee',
} as const

/**
 * Text colours held to WCAG's enhanced contrast (1.4.6, 7:1; the browser tests scan with axe's
 * full rule set) on white and on the canvas. MUI's own secondary text (#666 on white, 5.7:1),
 * error red (5.0:1), success green on white text (5.1:1) and warning orange (3.1:1) fall short.
 */
export const textColors = {
  secondary: 'rgba(0, 0, 0, 0.7)',
  error: '#a31515',
  success: '#1b5e20',
  warning: '#803800',
} as const

export const provenderTheme = createTheme({
  palette: {
    primary: { main: brandColors.green, light: brandColors.greenLight, contrastText: '#ffffff' },
    // Black on the wheat gold reads at 7.5:1 (near-black stopped at 6.1:1).
    secondary: { main: brandColors.gold, contrastText: '#000000' },
    background: { default: brandColors.canvas, paper: brandColors.paper },
    text: { secondary: textColors.secondary },
    error: { main: textColors.error },
    success: { main: textColors.success },
    warning: { main: textColors.warning },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    // A step not reached yet is still read: secondary text, not MUI's disabled grey (2.9:1).
    MuiStepLabel: { styleOverrides: { label: { '&.Mui-disabled': { color: textColors.secondary } } } },
    // An unpressed toggle's text is MUI's icon grey (4.6:1).
    MuiToggleButton: { styleOverrides: { root: { color: textColors.secondary } } },
    // MUI's tooltip is 92% grey under white text, 6.3:1 over a light page: opaque, it reads at 12:1 (WCAG 1.4.6).
    MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: '#333a36', color: '#ffffff' } } },
  },
})

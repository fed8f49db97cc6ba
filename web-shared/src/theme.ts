import { createTheme } from '@mui/material/styles'

/** The brand look shared by both apps: deep field green with a wheat-gold accent. */
export const brandColors = {
  green: '#1d5234',
  greenLight: '#2f7a4f',
  gold: '#c8901f',
  paper: '#ffffff',
  canvas: '#f5f4ee',
} as const

export const provenderTheme = createTheme({
  palette: {
    primary: { main: brandColors.green, light: brandColors.greenLight, contrastText: '#ffffff' },
    secondary: { main: brandColors.gold, contrastText: '#1b1b1b' },
    background: { default: brandColors.canvas, paper: brandColors.paper },
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
  },
})

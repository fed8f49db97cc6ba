import { ThemeProvider } from '@mui/material/styles'
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach } from 'vitest'
import { SnackbarProvider } from '../SnackbarProvider.tsx'
import { provenderTheme } from '../theme.ts'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

/** Renders a screen with what every app puts around it: theme, notices and a router. */
export function renderScreen(ui: ReactElement, path = '/') {
  return render(
    <ThemeProvider theme={provenderTheme}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </SnackbarProvider>
    </ThemeProvider>,
  )
}

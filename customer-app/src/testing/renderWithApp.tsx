import { ThemeProvider } from '@mui/material/styles'
import { SnackbarProvider } from '@provender/web-shared/SnackbarProvider.tsx'
import type { SessionUser } from '@provender/web-shared/session.ts'
import { provenderTheme } from '@provender/web-shared/theme.ts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach } from 'vitest'
import { UserProvider } from '../session/UserContext.tsx'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

export const demoCustomer: SessionUser = {
  id: 7,
  role: 'customer',
  passwordChanged: true,
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  phone: '5551234567',
}

/** A screen inside what App puts around it, with a fresh query cache and no retries. */
export function renderWithApp(ui: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <ThemeProvider theme={provenderTheme}>
      <QueryClientProvider client={client}>
        <SnackbarProvider>
          <UserProvider initialUser={demoCustomer}>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </UserProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  )
}

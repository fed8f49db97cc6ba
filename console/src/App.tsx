import { CssBaseline, ThemeProvider } from '@mui/material'
import { LoginPage } from '@provender/web-shared/LoginPage.tsx'
import { ResetPasswordPage } from '@provender/web-shared/ResetPasswordPage.tsx'
import { SnackbarProvider } from '@provender/web-shared/SnackbarProvider.tsx'
import { Admin, CustomRoutes } from 'react-admin'
import { BrowserRouter, Navigate, Route } from 'react-router-dom'
import { AuditorsPage } from './auditors/index.ts'
import { authProvider } from './auth/authProvider.ts'
import { Dashboard } from './dashboard/index.ts'
import { dataProvider } from './dataProvider/index.ts'
import { CustomerHistory, HistoryCustomerList } from './history/index.ts'
import { i18nProvider } from './i18n/i18nProvider.ts'
import { ConsoleLayout } from './layout/index.ts'
import { ForwardNotifications } from './notifications/ForwardNotifications.tsx'
import { OrderShow } from './orders/index.ts'
import { consoleTheme } from './theme/theme.ts'

/** Spec 2.1: any path the console does not know goes home. */
function GoHome() {
  return <Navigate to="/" replace />
}

export function App() {
  return (
    // The shared snackbar sits outside react-admin so the login and password screens,
    // which live outside its layout, use the same one.
    <ThemeProvider theme={consoleTheme}>
      <CssBaseline />
      <SnackbarProvider>
        <BrowserRouter>
          <Admin
            title="Provender"
            authProvider={authProvider}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            requireAuth
            layout={ConsoleLayout}
            dashboard={Dashboard}
            loginPage={LoginPage}
            theme={consoleTheme}
            notification={ForwardNotifications}
            catchAll={GoHome}
            disableTelemetry
          >
            <CustomRoutes noLayout>
              <Route path="/reset-password" element={<ResetPasswordPage />} />
            </CustomRoutes>
            <CustomRoutes>
              <Route path="/orders/:id" element={<OrderShow />} />
              <Route path="/history" element={<HistoryCustomerList />} />
              <Route path="/customers/:id/history" element={<CustomerHistory />} />
              <Route path="/auditors" element={<AuditorsPage />} />
            </CustomRoutes>
          </Admin>
        </BrowserRouter>
      </SnackbarProvider>
    </ThemeProvider>
  )
}

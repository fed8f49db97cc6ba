import { CssBaseline, GlobalStyles } from '@mui/material'
import { ThemeProvider } from '@mui/material/styles'
import { SnackbarProvider } from '@provender/web-shared/SnackbarProvider.tsx'
import type { SessionUser } from '@provender/web-shared/session.ts'
import { provenderTheme } from '@provender/web-shared/theme.ts'
import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { CustomerHome } from './home/CustomerHome.tsx'
import { MainLayout } from './layout/MainLayout.tsx'
import { createQueryClient } from './queryClient.ts'
import { RouteGate } from './routing/RouteGate.tsx'
import { UserProvider } from './session/UserContext.tsx'

// Screens other than home load on demand, so a phone on a slow link starts sooner.
const LoginPage = lazy(() =>
  import('@provender/web-shared/LoginPage.tsx').then((m) => ({ default: m.LoginPage })),
)
const ResetPasswordPage = lazy(() =>
  import('@provender/web-shared/ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })),
)
const ForgotPasswordPage = lazy(() =>
  import('@provender/web-shared/ForgotPasswordPage.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
)
const PasswordResetLinkPage = lazy(() =>
  import('@provender/web-shared/PasswordResetLinkPage.tsx').then((m) => ({
    default: m.PasswordResetLinkPage,
  })),
)
const UnsubscribePage = lazy(() =>
  import('@provender/web-shared/UnsubscribePage.tsx').then((m) => ({ default: m.UnsubscribePage })),
)
const OrderForm = lazy(() => import('./orders/OrderForm.tsx').then((m) => ({ default: m.OrderForm })))
const OrderHistory = lazy(() =>
  import('./history/OrderHistory.tsx').then((m) => ({ default: m.OrderHistory })),
)

const AccountPage = lazy(() => import('./account/AccountPage.tsx').then((m) => ({ default: m.AccountPage })))
const StandingOrdersPage = lazy(() =>
  import('./standingOrders/StandingOrdersPage.tsx').then((m) => ({ default: m.StandingOrdersPage })),
)

/** Honour the phone's "reduce motion" setting: no ripples, slides or fades. */
const REDUCED_MOTION = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
}

export function App({ initialUser }: { initialUser: SessionUser | null }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <ThemeProvider theme={provenderTheme}>
      <CssBaseline />
      <GlobalStyles styles={REDUCED_MOTION} />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <UserProvider initialUser={initialUser}>
            <BrowserRouter>
              <Suspense fallback={null}>
                <Routes>
                  {/* The gate decides every path (spec 2.1); unknown ones never reach "*". */}
                  <Route element={<RouteGate />}>
                    <Route path="/login" element={<LoginPage />} />
                    <Route path="/reset-password" element={<ResetPasswordPage />} />
                    <Route path="/forgot-password" element={<ForgotPasswordPage />} />
                    <Route path="/password-reset" element={<PasswordResetLinkPage />} />
                    <Route path="/unsubscribe" element={<UnsubscribePage />} />
                    <Route element={<MainLayout />}>
                      <Route index element={<CustomerHome />} />
                      <Route path="/customer/order-form" element={<OrderForm />} />
                      <Route path="/customer/order-history" element={<OrderHistory />} />
                      <Route path="/customer/standing-orders" element={<StandingOrdersPage />} />
                      <Route path="/customer/account" element={<AccountPage />} />
                    </Route>
                    <Route path="*" element={null} />
                  </Route>
                </Routes>
              </Suspense>
            </BrowserRouter>
          </UserProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  )
}

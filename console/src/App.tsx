import { CssBaseline, ThemeProvider } from '@mui/material'
import { LoginPage } from '@provender/web-shared/LoginPage.tsx'
import { ResetPasswordPage } from '@provender/web-shared/ResetPasswordPage.tsx'
import { SnackbarProvider } from '@provender/web-shared/SnackbarProvider.tsx'
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { Admin, CustomRoutes, Resource } from 'react-admin'
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom'
import { AuditorsPage } from './auditors/index.ts'
import { authProvider } from './auth/authProvider.ts'
import type { ConsoleAction, ConsoleResource } from './auth/canAccess.ts'
import { RequireAccess } from './auth/RequireAccess.tsx'
import categories from './categories/index.ts'
import customers from './customers/index.ts'
import dashboard from './dashboard/index.ts'
import { dataProvider } from './dataProvider/index.ts'
import delivery from './delivery/index.ts'
import { CustomerHistory, HistoryCustomerList } from './history/index.ts'
import { i18nProvider } from './i18n/i18nProvider.ts'
import imports from './imports/index.ts'
import invoices from './invoices/index.ts'
import { ConsoleLayout } from './layout/index.ts'
import { ForwardNotifications } from './notifications/ForwardNotifications.tsx'
import orders from './orders/index.ts'
import pickList from './pickList/index.ts'
import products from './products/index.ts'
import salesUsers from './salesUsers/index.ts'
import sentMail from './sentMail/index.ts'
import { consoleTheme } from './theme/theme.ts'
import users from './users/index.ts'

// The screens a mailed link opens are rarely seen by staff: loaded on demand.
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

function Lazy({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  )
}

/** A screen only staff allowed `action` on `resource` reach; the rest go home (RequireAccess). */
function guarded(resource: ConsoleResource, action: ConsoleAction, screen: ReactNode) {
  return (
    <RequireAccess resource={resource} action={action}>
      {screen}
    </RequireAccess>
  )
}

/** Spec 2.1: any path the console does not know goes home. */
function GoHome() {
  return <Navigate to="/" replace />
}

/**
 * The staff console. Each resource folder's index.ts exports its lazily loaded views; the
 * routes below put them at the spec's paths (2.1), which are not react-admin's defaults
 * (`/customers/new`, `/customers/:id/edit`, `/sales-users/new`). Inside a resource every
 * path not listed goes home too. Adding a screen is one `<Route>` (and a menu entry).
 */
function ConsoleAdmin() {
  return (
    <Admin
      title="Provender"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      requireAuth
      layout={ConsoleLayout}
      dashboard={dashboard.list}
      loginPage={LoginPage}
      theme={consoleTheme}
      notification={ForwardNotifications}
      catchAll={GoHome}
      accessDenied={GoHome}
      disableTelemetry
    >
      <Resource name="orders" icon={orders.icon} hasShow>
        <Route path=":id" element={<orders.show />} />
        <Route path="*" element={<GoHome />} />
      </Resource>
      <Resource name="customers" icon={customers.icon} hasCreate hasEdit>
        <Route index element={<customers.list />} />
        <Route path="new" element={<customers.create />} />
        {/* The customer page's tabs are addresses below it (…/edit/delivery-days). */}
        <Route path=":id/edit/*" element={<customers.edit />} />
        <Route path=":id/orders" element={<customers.orders />} />
        <Route path=":id/new-order" element={<customers.newOrder />} />
        <Route path=":id/history" element={<CustomerHistory />} />
        <Route path="*" element={<GoHome />} />
      </Resource>
      {/* Issue 37: read only; an invoice is issued at fulfilment and corrected by a credit memo. */}
      <Resource name="invoices" icon={invoices.icon} hasShow>
        <Route index element={guarded('invoices', 'list', <invoices.list />)} />
        <Route path=":id" element={guarded('invoices', 'show', <invoices.show />)} />
        <Route path="*" element={<GoHome />} />
      </Resource>
      <Resource name="products" icon={products.icon}>
        <Route index element={<products.list />} />
        <Route path="*" element={<GoHome />} />
      </Resource>
      <Resource name="categories" icon={categories.icon}>
        <Route index element={<categories.list />} />
        <Route path="*" element={<GoHome />} />
      </Resource>
      <Resource name="users" icon={users.icon}>
        <Route index element={guarded('users', 'list', <users.list />)} />
        <Route path="*" element={<GoHome />} />
      </Resource>
      {/* Spec 2.12: /sales-users/new creates, /sales-users/:id edits; one form for both. */}
      <Resource name="sales-users" icon={salesUsers.icon} hasEdit hasCreate>
        <Route path=":id" element={guarded('sales-users', 'edit', <salesUsers.edit />)} />
        <Route path="*" element={<GoHome />} />
      </Resource>
      <Resource name="sent-mail" icon={sentMail.icon} options={{ label: 'Sent mail' }} hasShow>
        <Route index element={guarded('sent-mail', 'list', <sentMail.list />)} />
        <Route path=":id" element={guarded('sent-mail', 'show', <sentMail.show />)} />
        <Route path="*" element={<GoHome />} />
      </Resource>
      <CustomRoutes>
        <Route path="/history" element={<HistoryCustomerList />} />
        <Route path="/auditors" element={<AuditorsPage />} />
        <Route path="/settings/delivery" element={<delivery.settings />} />
        <Route path="/pick-list" element={<pickList.list />} />
        <Route path="/imports" element={guarded('imports', 'create', <imports.page />)} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        {/* Open signed out too: react-admin renders routes without layout before its auth check. */}
        <Route path="/forgot-password" element={<Lazy page={ForgotPasswordPage} />} />
        <Route path="/password-reset" element={<Lazy page={PasswordResetLinkPage} />} />
        <Route path="/unsubscribe" element={<Lazy page={UnsubscribePage} />} />
      </CustomRoutes>
    </Admin>
  )
}

// A data router, so a form with unsaved changes can hold a navigation (react-admin's useBlocker).
const router = createBrowserRouter([{ path: '*', element: <ConsoleAdmin /> }])

export function App() {
  return (
    // The shared snackbar sits outside react-admin so the login and password screens,
    // which live outside its layout, use the same one.
    <ThemeProvider theme={consoleTheme}>
      <CssBaseline />
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </ThemeProvider>
  )
}

import { loadStoredUser } from '@provender/web-shared/session.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { leaveForCustomerApp } from './auth/leaveForCustomerApp.ts'
import { sessionRoute } from './auth/sessionRoute.ts'

// Spec 2.1: the stored user is restored (a corrupt record removed) before anything renders,
// and a customer goes to the ordering app without seeing the console at all.
const leaving =
  sessionRoute(loadStoredUser(), window.location.pathname) === 'customer-app' &&
  leaveForCustomerApp() === 'leaving'

const root = document.getElementById('root')
if (!leaving && root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

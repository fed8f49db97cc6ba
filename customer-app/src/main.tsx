import { loadStoredUser } from '@provender/web-shared/session.ts'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { registerServiceWorker } from './registerServiceWorker.ts'
import { ORDER_FORM_PATH } from './routing/routeDecision.ts'

// Spec 2.1: the stored user is restored (or a corrupt record dropped) before anything renders.
const initialUser = loadStoredUser()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// Opened on the order form (a reload, a link): its code is fetched now, beside the app's own,
// rather than once the first render reaches the route.
if (initialUser && window.location.pathname === ORDER_FORM_PATH) void import('./orders/OrderForm.tsx')

// As a transition, the first render is done in slices that let the phone handle input and
// paint between them, rather than in one long task (Lighthouse's total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App initialUser={initialUser} />
    </StrictMode>,
  )
})

registerServiceWorker(import.meta.env.BASE_URL)

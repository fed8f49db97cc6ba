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

// Opened on the order form (a reload, a link): its code is fetched now rather than once the
// first render reaches the route. The built page's boot script (bootScriptPlugin.ts) asks for
// it sooner still, beside the app's own file; this covers the dev server and a browser where
// that script could not read the stored user.
if (initialUser && window.location.pathname === ORDER_FORM_PATH) void import('./orders/OrderForm.tsx')

// In a task of its own, after the one that evaluated the app's code (some 20 to 80 ms on the
// test machine): the two are not one long task (Lighthouse's total blocking time). As a
// transition, the first render is done in slices that let the phone handle input and paint
// between them, too.
setTimeout(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App initialUser={initialUser} />
      </StrictMode>,
    )
  })
}, 0)

registerServiceWorker(import.meta.env.BASE_URL)

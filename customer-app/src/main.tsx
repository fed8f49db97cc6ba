import { loadStoredUser } from '@provender/web-shared/session.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { registerServiceWorker } from './registerServiceWorker.ts'

// Spec 2.1: the stored user is restored (or a corrupt record dropped) before anything renders.
const initialUser = loadStoredUser()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <App initialUser={initialUser} />
  </StrictMode>,
)

registerServiceWorker(import.meta.env.BASE_URL)

/**
 * Installs the app-shell service worker (public/sw.js) once the page has loaded, so it never
 * competes with the first render. The gateway serves it under /app/ and allows it the whole
 * origin (Service-Worker-Allowed), so the app's own paths (/, /customer/...) open offline.
 */
export function registerServiceWorker(base: string): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: '/' }).catch((error: unknown) => {
      // An app without offline start still works: say why in the console only.
      console.warn('Service worker not registered', error)
    })
  })
}

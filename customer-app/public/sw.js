// Provender Ordering's service worker: it keeps the app shell (the page and its scripts) so the
// app opens and a draft can be typed without a network. It never stores an API answer: prices,
// products and orders always come from the server.
const SHELL = 'provender-shell-v1'
const INDEX = '/app/index.html'

/** The page and the files it names (hashed, so a cached copy is always the right one). */
async function cacheShell() {
  const cache = await caches.open(SHELL)
  const page = await fetch(INDEX, { cache: 'no-store' })
  if (!page.ok) return
  const html = await page.clone().text()
  const assets = [...html.matchAll(/(?:src|href)="(\/app\/[^"]+)"/g)].map((m) => m[1])
  await cache.put(INDEX, page)
  await cache.addAll([...new Set(assets)])
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return
  if (request.mode === 'navigate') {
    // The network first (the server picks the right app and the newest build); the shell offline.
    event.respondWith(fetch(request).catch(() => caches.match(INDEX).then((hit) => hit ?? Response.error())))
    return
  }
  if (url.pathname.startsWith('/app/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then((answer) => {
            if (answer.ok) {
              const copy = answer.clone()
              void caches.open(SHELL).then((cache) => cache.put(request, copy))
            }
            return answer
          }),
      ),
    )
  }
})

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bootScriptPlugin } from './src/routing/bootScriptPlugin.ts'

/** The lazily loaded modules home's first render imports: cards that wait for their data anyway. */
const HOME_CARDS = [
  'src/home/NextDeliveryLine.tsx',
  'src/home/LastOrderCard.tsx',
  'src/priceChanges/PriceChangesCard.tsx',
]
const ORDER_FORM = ['src/orders/OrderForm.tsx']

/**
 * The paths whose first paint (their heading) is drawn by a lazy chunk, and its module: opened
 * there, the boot script asks for its chunks beside the app's own (bootScriptPlugin.ts). Home is
 * not one: its heading comes with the app, and its cards, fetched with it, would only slow the
 * app's own file. Path as routeDecision.ts spells it, key as web-shared's USER_KEY (the plugin's
 * test checks both).
 */
export const PRELOADED_ROUTES = { '/customer/order-form': ORDER_FORM }
export const SIGNED_IN_KEY = 'user'

/** A chunk group's test: one of these modules (paths relative to this folder). */
const oneOf = (modules: readonly string[]) => (id: string) =>
  modules.some((module) => id.replaceAll('\\', '/').endsWith(`/customer-app/${module}`))

// The gateway serves the built files under /app/ and index.html for the app's own routes
// (/, /login, /customer/...). The dev server has no gateway in front, so it serves from the
// root, where it can also answer those routes with index.html.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/app/' : '/',
  plugins: [react(), bootScriptPlugin(PRELOADED_ROUTES, { userKey: SIGNED_IN_KEY })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Left to itself, the bundler cuts a chunk per set of screens that share a module: the
        // order form took 16 files, home's cards 11, each a round trip on a phone's link (six
        // at a time over HTTP/1.1). A group takes its modules and all they use that a group of
        // higher priority has not taken, so each route needs a few files.
        codeSplitting: {
          groups: [
            // What index.html loads: one file rather than six.
            { name: 'app', tags: ['$initial'], priority: 4 },
            // What the sign-in pages, the account menu and the history share with the order form
            // (MUI's modal, dialog and text input; the estimate's note), so they never load the
            // order form's chunk.
            {
              name: 'shared-ui',
              test: /@mui[\\/]material[\\/]esm[\\/](Modal|Dialog\w*|OutlinedInput|InputAdornment)[\\/]|[\\/]history[\\/]estimateNote\.ts$/,
              priority: 3,
            },
            // With the ordering rules they use, which the sign-in pages then load from here.
            { name: 'home-cards', test: oneOf(HOME_CARDS), priority: 2 },
            // Also used by the standing orders' editor (the same steppers), which loads it.
            { name: 'order-form', test: oneOf(ORDER_FORM), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}))

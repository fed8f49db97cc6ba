// How every headless Chromium of the repository starts (the browser tests and the Lighthouse
// run), so both measure the same browser: plain .mjs, as scripts/lighthouse.mjs runs without tsx.

/** Debian's Chromium, unless CHROMIUM_PATH names another (no browser is downloaded). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Headless in a container, and quiet: no update checks, sync or background traffic in the timings. */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
])

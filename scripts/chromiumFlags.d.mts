/** Debian's Chromium, unless CHROMIUM_PATH names another (no browser is downloaded). */
export const CHROMIUM_PATH: string

/** Headless in a container, and quiet: no update checks, sync or background traffic in the timings. */
export const CHROMIUM_FLAGS: readonly string[]

import type { Browser, BrowserContext, Page } from '@playwright/test'
import { DESKTOP, expectAccessible, PHONE, shot, signIn } from './index.ts'

/** Scans and photographs the screen at phone width (where the test runs), then at desktop width. */
export async function look(page: Page, name: string): Promise<void> {
  await expectAccessible(page, `${name} (phone)`)
  await shot(page, `${name}-phone`)
  await page.setViewportSize(DESKTOP)
  await expectAccessible(page, `${name} (desktop)`)
  await shot(page, `${name}-desktop`)
  await page.setViewportSize(PHONE)
}

/** A browser of its own at phone size, motion reduced (so screenshots do not catch a transition). */
export async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' })
  return { context, page: await context.newPage() }
}

/** The same, signed in as `who`. */
export async function signedInPhone(
  browser: Browser,
  who: { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await phonePage(browser)
  await signIn(opened.page, who)
  return opened
}

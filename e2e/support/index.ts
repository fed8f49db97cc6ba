import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import axe from 'axe-core'

/** The two widths every screen is checked at. */
export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1440, height: 900 }

mkdirSync('artifacts', { recursive: true })

/** Demo sign-ins created by `DEMO_DATA=true` (see README). */
export const demo = {
  admin: { email: 'admin@provender.test', password: 'Demo#Admin2026' },
  sales: { email: 'sam.reyes@provender.test', password: 'Demo#Sales2026' },
  otherSales: { email: 'priya.nair@provender.test', password: 'Demo#Sales2026' },
  customer: { email: 'orders@bluedoorbistro.test', password: 'Demo#Order2026' },
  otherCustomer: { email: 'buyer@greenleafmarket.test', password: 'Demo#Order2026' },
} as const

export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `artifacts/${name}.png`, fullPage: true })

/**
 * Every rule axe-core has. Its default run leaves out the experimental rules (label-content-name-
 * mismatch, WCAG 2.5.3, among them), those off by default (color-contrast-enhanced, WCAG 1.4.6's
 * 7:1; target-size) and the deprecated ones; naming them all runs every one.
 */
export const EVERY_AXE_RULE: readonly string[] = axe.getRules().map((rule) => rule.ruleId)

/**
 * Scans what the page shows now with axe-core's full rule set and fails on any violation of serious or
 * critical impact, naming the rule and the first offending elements.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  let blocking = await blockingViolations(page)
  // A notice that starts fading out during the scan (a snackbar's timer) is caught half
  // transparent: scan once more when the screen is still again. A real violation is there twice.
  if (blocking.length > 0) {
    await page.waitForTimeout(500)
    blocking = await blockingViolations(page)
  }
  expect(blocking, `accessibility of ${screen}`).toEqual([])
}

async function blockingViolations(page: Page): Promise<string[]> {
  // A menu fading out or a dialog fading in is half transparent: scanned mid-transition, its text
  // fails contrast that the settled screen passes. Scan what the user reads, once it is still.
  // (Endless ones, such as a spinner, are not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
  // A sticky bar (the order form's Next, a total and Submit) covers whatever scrolls under it, so
  // axe's target-size would judge where the page happens to be scrolled: a + half under Next.
  // Scanned at the end of the page, where a sticky bar stands in its own place, it covers nothing;
  // the scroll is put back afterwards.
  const scrolled = await page.evaluate(() => {
    const at = window.scrollY
    window.scrollTo(0, document.documentElement.scrollHeight)
    return at
  })
  // A frame sandboxed with no permission (sandbox="", the console's view of a mail as sent) runs
  // no script, so axe's run inside it never returns: it is left out. It holds the mail, not ours.
  // Legacy mode runs axe.run in the page itself; the default opens a blank page per scan to merge
  // cross-origin frames' results, which we have none of (7.6 s a scan of the order form, against
  // 1.3 s). Only violations are judged, so passes are not described node by node.
  const { violations } = await new AxeBuilder({ page })
    .exclude('iframe[sandbox=""]')
    .withRules([...EVERY_AXE_RULE])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze()
  await page.evaluate((at) => window.scrollTo(0, at), scrolled)
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    )
}

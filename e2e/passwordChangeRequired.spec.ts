import { expect, test } from '@playwright/test'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

/**
 * The server refuses everything but the password change to an account on a given password
 * (403 PASSWORD_CHANGE_REQUIRED). A tab whose stored user is stale (it still says the
 * password was changed) is sent to the change screen by the shared API client.
 */
test('a stale tab of an account on a given password lands on the password change', async ({ browser }) => {
  const admin = await browser.newContext()
  const adminPage = await admin.newPage()
  await signIn(adminPage, demo.admin)
  await expect(adminPage).not.toHaveURL(/\/login/)
  const email = `stale.tab.${Date.now()}@provender.test`
  const made = await admin.request.post('/api/users', {
    headers: { 'X-Requested-With': 'e2e' },
    data: { firstName: 'Stale', lastName: 'Tab', email, phone: '3125550166', role: 'sales' },
  })
  expect(made.status()).toBe(201)
  await admin.close()

  for (const [viewport, width] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await signIn(page, { email, password: 'Welcome#2026' })
    await expect(page).toHaveURL(/\/reset-password/)

    // The server holds the line even when the browser's record says otherwise.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}')
      localStorage.setItem('user', JSON.stringify({ ...user, passwordChanged: true }))
    })
    const refused = await page.request.get('/api/customers')
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' })

    await page.goto('/customers')
    await expect(page).toHaveURL(/\/reset-password/)
    await expect(page.getByText('Reset Your Password')).toBeVisible()
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}')).toMatchObject({
      passwordChanged: false,
    })
    await expectAccessible(page, `password change after a refusal (${width})`)
    await shot(page, `password-change-required-${width}`)
    await context.close()
  }
})

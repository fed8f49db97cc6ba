import { expect, type Page, test } from '@playwright/test'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

async function staff(
  browser: import('@playwright/test').Browser,
  who: keyof typeof demo,
  viewport = DESKTOP,
) {
  const page = await (await browser.newContext({ viewport })).newPage()
  await signIn(page, demo[who])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Dashboard/)
  return page
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click()
}

test('a sales rep adds, renames and deletes a category, and adds, finds, edits and deletes a product', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const rep = await staff(browser, 'sales')
  await rep.getByRole('link', { name: 'Products' }).first().click()
  await expect(rep).toHaveURL(/\/products$/)
  // Spec 2.9: by name, 10 a page.
  await expect(rep.getByRole('row').nth(1)).toContainText('All-purpose flour')
  await expect(rep.getByText('1-10 of')).toBeVisible()
  await expectAccessible(rep, 'products (sales, desktop)')
  await shot(rep, 'console-products-sales-desktop')

  await rep.getByRole('link', { name: 'Categories' }).first().click()
  await expect(rep).toHaveURL(/\/categories$/)
  await rep.getByRole('button', { name: 'Add Category' }).click()
  const categoryDialog = rep.getByRole('dialog', { name: 'Add Category' })
  await categoryDialog.getByLabel('Name').fill('Frozen')
  await expectAccessible(rep, 'category form')
  await categoryDialog.getByRole('button', { name: 'Save' }).click()
  await expect(rep.getByText('Category added.')).toBeVisible()
  await rep.getByRole('button', { name: 'Edit Frozen' }).click()
  await rep.getByRole('dialog', { name: 'Edit Category' }).getByLabel('Name').fill('Frozen Foods')
  await rep.getByRole('dialog', { name: 'Edit Category' }).getByRole('button', { name: 'Save' }).click()
  await expect(rep.getByText('Category updated.')).toBeVisible()
  await expect(rep.getByRole('listitem').filter({ hasText: 'Frozen Foods' })).toBeVisible()
  await expectAccessible(rep, 'categories')
  await shot(rep, 'console-categories-desktop')

  await rep.getByRole('link', { name: 'Products' }).first().click()
  await rep.getByRole('button', { name: 'Add Product' }).click()
  const form = rep.getByRole('dialog', { name: 'Add Product' })
  await form.getByLabel('Product ID').fill('FRZ-CREME-01')
  await form.getByLabel('Name').fill('Crème brûlée tart')
  await form.getByLabel('Description').fill('Frozen, ready to bake')
  await choose(rep, 'Category', 'Frozen Foods')
  await form.getByLabel('Price per pack').fill('4.5')
  await form.getByRole('button', { name: 'Save' }).click()
  // Spec 5: packs per case is required for a quantity product.
  await expect(
    form.getByText('Packs per case is required for products sold by the pack or case.'),
  ).toBeVisible()
  await form.getByLabel('Packs per case').fill('8')
  await expectAccessible(rep, 'product form')
  await shot(rep, 'console-product-form-desktop')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(rep.getByText('Product added.')).toBeVisible()

  // Client-side search ignores accents and needs every word.
  await rep.getByLabel('Search products').fill('creme TART')
  await expect(rep.getByRole('row')).toHaveCount(2)
  const row = rep.getByRole('row').filter({ hasText: 'Crème brûlée tart' })
  await expect(row).toContainText('Frozen Foods')
  await expect(row).toContainText('$4.50 /pack')
  await expect(row).toContainText('$36.00 /case')
  await rep.getByLabel('Search products').fill('creme pie')
  await expect(rep.getByText('No products found.')).toBeVisible()
  await rep.getByLabel('Search products').fill('brulee')

  await rep.getByRole('button', { name: 'Edit Crème brûlée tart' }).click()
  const edit = rep.getByRole('dialog', { name: 'Edit Product' })
  await expect(edit.getByLabel('Product ID')).toBeDisabled()
  await expect(edit.getByLabel('Price per pack')).toHaveValue('4.50')
  await choose(rep, 'Unit type', 'Weight (lb)')
  await edit.getByLabel('Price per lb').fill('9.99')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(rep.getByText('Product updated.')).toBeVisible()
  await expect(row).toContainText('$9.99 /lb')

  await rep.getByRole('button', { name: 'Delete Crème brûlée tart' }).click()
  const confirm = rep.getByRole('dialog', { name: 'Delete Product' })
  await expect(confirm).toContainText('cannot be undone')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(rep.getByText('Product deleted.')).toBeVisible()
  await expect(rep.getByText('No products found.')).toBeVisible()

  await rep.goto('/categories')
  await rep.getByRole('button', { name: 'Delete Frozen Foods' }).click()
  await rep.getByRole('dialog', { name: 'Delete Category' }).getByRole('button', { name: 'Delete' }).click()
  await expect(rep.getByText('Category deleted.')).toBeVisible()
  await expect(rep.getByRole('listitem').filter({ hasText: 'Frozen Foods' })).toHaveCount(0)
})

test('on a phone the catalogue pages by 10 only and stays accessible', async ({ browser }) => {
  const admin = await staff(browser, 'admin', PHONE)
  await expectAccessible(admin, 'dashboard (admin, phone)')
  await shot(admin, 'console-dashboard-admin-phone')
  await admin.goto('/products')
  await expect(admin.getByText('All-purpose flour')).toBeVisible()
  await expect(admin.getByRole('combobox', { name: /rows per page/i })).toHaveCount(0)
  await expectAccessible(admin, 'products (phone)')
  await shot(admin, 'console-products-phone')
  await admin.getByRole('button', { name: 'Add Product' }).click()
  await expectAccessible(admin, 'product form (phone)')
  await shot(admin, 'console-product-form-phone')
  await admin.getByRole('button', { name: 'Cancel' }).click()
  await admin.goto('/categories')
  await expect(admin.getByText('Dairy & Eggs')).toBeVisible()
  await expectAccessible(admin, 'categories (phone)')
  await shot(admin, 'console-categories-phone')
})

// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { CategoryList } from './CategoryList.tsx'

const categories = [
  { id: 1, name: 'Dairy', productCount: 1 },
  { id: 2, name: 'Produce', productCount: 12 },
]

describe('CategoryList', { timeout: 60_000 }, () => {
  it('lists each category with its products, and edits or deletes it from its row', async () => {
    const fetchMock = stubApi((url) =>
      url.startsWith('/api/categories?') ? { categories, total: 2 } : { message: 'Deleted' },
    )
    renderInConsole(<CategoryList />, { role: 'admin' })
    const list = await screen.findByRole('list', { name: 'Categories' })
    expect(within(list).getByText('12 products')).toBeTruthy()
    expect(within(list).getByText('1 product')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Edit Produce' }))
    const form = await screen.findByRole('dialog', { name: 'Edit Category' })
    expect((within(form).getByLabelText(/Name/) as HTMLInputElement).value).toBe('Produce')
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Category' })).toBeNull())

    await userEvent.click(screen.getByRole('button', { name: 'Delete Dairy' }))
    const ask = await screen.findByRole('dialog', { name: 'Delete Category' })
    expect(within(ask).getByText('Dairy')).toBeTruthy()
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Category deleted.')).toBeTruthy()
    const deleted = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')
    expect(deleted?.[0]).toBe('/api/categories/1')
  })

  it('gives an auditor neither Add, Edit nor Delete, and says when there is no category', async () => {
    stubApi(() => ({ categories: [], total: 0 }))
    renderInConsole(<CategoryList />, { role: 'auditor' })
    expect(await screen.findByText('No categories yet. Products without one show as Other.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Add Category|Edit|Delete/ })).toBeNull()
  })
})

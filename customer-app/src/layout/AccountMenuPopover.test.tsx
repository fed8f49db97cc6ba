// @vitest-environment jsdom
import { customerUser } from '@provender/web-shared/testing/session.ts'
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { AccountMenuPopover } from './AccountMenuPopover.tsx'

describe('the account menu', () => {
  it('offers Profile, Standing orders, Balance, then Logout; each closes the menu and does its one thing', () => {
    const onClose = vi.fn()
    const onProfile = vi.fn()
    const onLogout = vi.fn()
    render(
      <MemoryRouter>
        <AccountMenuPopover
          id="account-menu"
          user={customerUser()}
          anchor={document.body}
          onClose={onClose}
          onProfile={onProfile}
          onLogout={onLogout}
        />
      </MemoryRouter>,
    )
    const items = screen.getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Standing orders', 'Balance', 'Logout'])

    fireEvent.click(items[0]!)
    expect(onProfile).toHaveBeenCalledOnce()
    expect(onLogout).not.toHaveBeenCalled()
    fireEvent.click(items[3]!)
    expect(onLogout).toHaveBeenCalledOnce()
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})

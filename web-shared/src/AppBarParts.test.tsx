// @vitest-environment jsdom
import { Tooltip } from '@mui/material'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { HomeButton, ProductNameTitle } from './AppBarParts.tsx'
import { renderScreen } from './testing/render.tsx'

describe('the app bar parts', () => {
  it('links home, and takes a tooltip around it', async () => {
    renderScreen(
      <Tooltip title="Home">
        <HomeButton />
      </Tooltip>,
      '/orders',
    )
    const home = screen.getByRole('link', { name: 'Home' })
    expect(home.getAttribute('href')).toBe('/')
    await userEvent.setup().hover(home)
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Home')
  })

  it('names the product in the lettering asked for', () => {
    renderScreen(<ProductNameTitle lettering={{ letterSpacing: 1, fontWeight: 700 }} />)
    const title = screen.getByText('Provender')
    expect(getComputedStyle(title).position).toBe('absolute')
    expect(getComputedStyle(title).fontWeight).toBe('700')
  })
})

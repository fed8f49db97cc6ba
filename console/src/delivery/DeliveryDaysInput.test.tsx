// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material'
import { screen } from '@testing-library/react'
import { Form } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { renderInConsole } from '../testing/renderInConsole.tsx'
import { consoleTheme } from '../theme/theme.ts'
import { DeliveryDaysInput } from './DeliveryDaysInput.tsx'
import { dayDrafts } from './deliveryDays.ts'

// Issue 36: the theme makes every field full width, so each cut-off select took the whole row:
// at 1440 px the time ran past the card's edge, and a phone's even halves cut "The day before".
// The layout itself is measured in a browser (e2e/delivery-console.spec.ts); here, what sets it.

function tuesdaysAndFridays() {
  const days = dayDrafts([
    { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
    { weekday: 5, cutoffDaysBefore: 2, cutoffTime: '14:30' },
  ])
  // The console's theme, whose default makes a field full width.
  renderInConsole(
    <ThemeProvider theme={consoleTheme}>
      <Form defaultValues={{ days }}>
        <DeliveryDaysInput disabled={false} />
      </Form>
    </ThemeProvider>,
    { role: 'admin' },
  )
}

const cutoffSelects = () =>
  screen.getAllByRole('combobox', {
    name: /: (days before the delivery|cut-off time)$/,
  }) as HTMLSelectElement[]

describe('the cut-off selects of the delivery days', () => {
  it('are as wide as their longest choice, not the full width the theme gives a field', async () => {
    tuesdaysAndFridays()
    await screen.findByRole('combobox', { name: 'Tuesday: days before the delivery' })
    const selects = cutoffSelects()
    expect(selects.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Tuesday: days before the delivery',
      'Tuesday: cut-off time',
      'Friday: days before the delivery',
      'Friday: cut-off time',
    ])
    for (const select of selects) {
      const field = select.closest('.MuiFormControl-root')
      expect(field?.classList.contains('MuiFormControl-fullWidth')).toBe(false)
      expect(select.closest('.MuiInputBase-root')?.classList.contains('MuiInputBase-fullWidth')).toBe(false)
    }
  })

  it('put the time under the day on a row too narrow for both, rather than cut either', async () => {
    tuesdaysAndFridays()
    const day = await screen.findByRole('combobox', { name: 'Friday: days before the delivery' })
    const row = day.closest('.MuiFormControl-root')?.parentElement
    expect(row && getComputedStyle(row).flexWrap).toBe('wrap')
    expect((day as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('2 days before')
  })
})

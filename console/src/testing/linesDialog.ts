import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

/**
 * Opens a lines dialog (a standing order's, an order's) with the button `opener`, and waits
 * for the customer's price list behind Add products. Answers the dialog.
 */
export async function openLinesDialog(opener: HTMLElement, title: string): Promise<HTMLElement> {
  await userEvent.click(opener)
  const dialog = await screen.findByRole('dialog', { name: title })
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Add products' })).toHaveProperty('disabled', false),
  )
  return dialog
}

/** A line's amount field in the dialog. */
export const quantityOf = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(`Quantity of ${name}`) as HTMLInputElement

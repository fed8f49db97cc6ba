import { StickyActions } from '@provender/web-shared/StickyActions.tsx'
import type { ReactNode } from 'react'

/**
 * A long form's buttons, held at the bottom of the screen while the form goes on below it (a
 * customer's price table runs to 2,000 px), and in their place at its end.
 */
export function StickyFormActions({ children }: { children: ReactNode }) {
  return <StickyActions>{children}</StickyActions>
}

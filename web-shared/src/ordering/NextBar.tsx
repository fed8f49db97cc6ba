import { Button } from '@mui/material'
import type { ReactNode } from 'react'
import { StickyActions } from '../StickyActions.tsx'

/**
 * Step 1's sticky bar (spec 2.14): what is chosen so far, and Next, off with nothing selected. Its
 * own file, so the ordering app's step 1 takes it without the console's step components.
 */
export function NextBar({
  summary,
  disabled,
  onNext,
}: {
  summary: ReactNode
  disabled: boolean
  onNext: () => void
}) {
  return (
    <StickyActions summary={summary}>
      <Button
        variant="contained"
        size="large"
        disabled={disabled}
        onClick={onNext}
        sx={{ minHeight: 48, px: 4 }}
      >
        Next
      </Button>
    </StickyActions>
  )
}

import { Button, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { formatMoneyCents } from '../format/index.ts'
import { StickyActions } from '../StickyActions.tsx'

/**
 * The foot of an order's last step, kept in reach: the estimated total with a note under it,
 * Back, and the button that sends the order, large enough for a thumb (48px). On a phone the
 * buttons take a row of their own.
 */
export function TotalAndSubmit({
  totalCents,
  note,
  backDisabled,
  submit,
  onBack,
}: {
  totalCents: number
  note?: ReactNode
  backDisabled: boolean
  /** The send button: its words and icon say what it is doing (sending, waiting for the network). */
  submit: { label: string; icon?: ReactNode; disabled: boolean; onClick: () => void }
  onBack: () => void
}) {
  return (
    <StickyActions
      summary={
        <Stack direction="row" spacing={1} alignItems="baseline">
          <Typography color="text.secondary">Estimated Total</Typography>
          <Typography
            component="p"
            data-testid="estimated-total"
            sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' }, fontWeight: 700, lineHeight: 1.2 }}
          >
            {formatMoneyCents(totalCents)}
          </Typography>
        </Stack>
      }
      note={note}
      stacked
    >
      <Button variant="outlined" size="large" onClick={onBack} disabled={backDisabled} sx={{ minHeight: 48 }}>
        Back
      </Button>
      <Button
        variant="contained"
        size="large"
        disabled={submit.disabled}
        onClick={submit.onClick}
        startIcon={submit.icon}
        sx={{ minHeight: 48, px: { xs: 2, sm: 4 } }}
      >
        {submit.label}
      </Button>
    </StickyActions>
  )
}

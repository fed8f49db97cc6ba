import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material'
import { formatMoney } from '@provender/events'
import { ESTIMATE_NOTE } from '../history/LineItemsTable.tsx'

/** Stays at the bottom of the screen so the total and Submit are always in reach on a phone. */
export function OrderTotalBar({
  totalCents,
  itemCount,
  canSubmit,
  submitting,
  onSubmit,
}: {
  totalCents: number
  itemCount: number
  canSubmit: boolean
  submitting: boolean
  onSubmit: () => void
}) {
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 2,
        px: { xs: 2, sm: 3 },
        py: { xs: 1.25, sm: 1.5 },
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between">
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" noWrap>
            Estimated Total
            {itemCount > 0 && (
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {` · ${itemCount} item${itemCount > 1 ? 's' : ''}`}
              </Box>
            )}
          </Typography>
          <Typography
            component="p"
            data-testid="estimated-total"
            sx={{ fontSize: { xs: '1.35rem', sm: '1.5rem' }, fontWeight: 700, lineHeight: 1.2 }}
          >
            {formatMoney(totalCents)}
          </Typography>
        </Box>
        <Button
          variant="contained"
          size="large"
          disabled={!canSubmit}
          onClick={onSubmit}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ flexShrink: 0, px: { xs: 2.5, sm: 4 } }}
        >
          {submitting ? 'Submitting...' : 'Submit Order'}
        </Button>
      </Stack>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', lineHeight: 1.3, mt: 0.5 }}
      >
        {ESTIMATE_NOTE}
      </Typography>
    </Paper>
  )
}

import Close from '@mui/icons-material/Close'
import TrendingDown from '@mui/icons-material/TrendingDown'
import TrendingUp from '@mui/icons-material/TrendingUp'
import { Box, Card, IconButton, Stack, Typography } from '@mui/material'
import { formatMoney } from '@provender/web-shared/format/index.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { direction, type PriceChange, priceChangeText } from './priceChanges.ts'
import { useDismissPriceChange, usePriceChanges } from './usePriceChanges.ts'

/** The arrow beside a change: decoration only, since the words say up or down. */
export function PriceChangeIcon({ change }: { change: PriceChange }) {
  const Icon = direction(change) === 'up' ? TrendingUp : TrendingDown
  return (
    <Icon fontSize="small" aria-hidden sx={{ color: direction(change) === 'up' ? '#9a3412' : '#1d5234' }} />
  )
}

/** Inside a product card of the order form: the same words as on home, with the arrow. */
export function PriceChangeMarker({ change }: { change: PriceChange }) {
  return (
    <Box
      component="span"
      data-testid="price-change-marker"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mt: 0.75, color: 'text.secondary' }}
    >
      <PriceChangeIcon change={change} />
      <Typography variant="caption" component="span">
        Price changed: {priceChangeText(change)}
      </Typography>
    </Box>
  )
}

/** Home: what changed since the customer's last orders, each change dismissible; nothing when none. */
export function PriceChangesCard() {
  const { data: changes } = usePriceChanges()
  const dismiss = useDismissPriceChange()
  const notify = useNotify()
  if (!changes || changes.length === 0) return null
  return (
    <Card variant="outlined" component="section" aria-labelledby="price-changes-title" sx={{ p: 2 }}>
      <Typography id="price-changes-title" variant="h6" component="h2">
        Price changes since your last orders
      </Typography>
      <Stack
        component="ul"
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        data-testid="price-changes"
      >
        {changes.map((change) => {
          const text = priceChangeText(change)
          return (
            <Box component="li" key={change.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <PriceChangeIcon change={change} />
              <Typography variant="body2" sx={{ flex: 1 }}>
                {text}{' '}
                <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  ({direction(change)} {formatMoney(Math.abs(change.difference))})
                </Box>
              </Typography>
              <IconButton
                aria-label={`Dismiss: ${text}`}
                disabled={dismiss.isPending && dismiss.variables?.id === change.id}
                onClick={() =>
                  dismiss.mutate(change, {
                    onError: () => notify('Could not dismiss this price change. Please try again.', 'error'),
                  })
                }
                sx={{ width: 44, height: 44 }}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          )
        })}
      </Stack>
    </Card>
  )
}

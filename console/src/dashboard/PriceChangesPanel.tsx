import TrendingUpIcon from '@mui/icons-material/TrendingUp'
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router-dom'
import { useConsoleData } from '../common/useConsoleData.ts'
import { formatOrderDate } from '../orders/orderFormat.ts'
import { customerSummary, PRICE_CHANGE_DAYS, staffChangeText } from './priceChanges.ts'

/**
 * The customers whose prices changed in the last 7 days on products they have ordered (a rep:
 * its own; the server decides), every move of the window with its date, whether or not the
 * customer has ordered since, each customer linking to its form, so a rep can call before the
 * invoice surprises them. A price set for a product the customer never bought is not a change
 * of what it pays, so the title says which changes these are.
 */
export function PriceChangesPanel() {
  const dataProvider = useConsoleData()
  const { data, isPending, isError } = useQuery({
    queryKey: ['dashboard', 'price-changes', PRICE_CHANGE_DAYS],
    queryFn: () => dataProvider.priceChanges(PRICE_CHANGE_DAYS),
  })
  const customers = data?.customers ?? []
  return (
    <Card variant="outlined" component="section" aria-labelledby="price-changes-title" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center">
          <TrendingUpIcon color="action" aria-hidden />
          <Typography id="price-changes-title" variant="h6" component="h2">
            Price changes on ordered products ({PRICE_CHANGE_DAYS} days)
          </Typography>
        </Stack>
        {isPending ? null : isError ? (
          <Typography color="error" sx={{ mt: 1 }}>
            Could not load price changes.
          </Typography>
        ) : customers.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No customer's price changed in the last {PRICE_CHANGE_DAYS} days on a product it has ordered.
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} data-testid="price-changes-panel">
            {customers.map((entry) => (
              <Box component="li" key={entry.customerId} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                <Link component={RouterLink} to={`/customers/${entry.customerId}/edit`} fontWeight={600}>
                  {entry.businessName}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {customerSummary(entry)}
                </Typography>
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                  {entry.changes.map((change) => (
                    <Typography component="li" variant="body2" key={change.id}>
                      {staffChangeText(change)}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        · {formatOrderDate(change.changedAt)}
                      </Typography>
                    </Typography>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  )
}

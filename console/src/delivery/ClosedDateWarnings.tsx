import {
  Alert,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  Link as MuiLink,
  Typography,
} from '@mui/material'
import { Link } from 'react-router-dom'
import { closedDateLabel, closedOrdersSentence, useClosedOrders } from './closedOrders.ts'

/**
 * On an order's page (issue 36): its delivery date was closed after it was placed, so it ships on
 * no day until moved. `onMove` opens the move dialog (staff who may change the order).
 */
export function ClosedDateWarning({ orderId, onMove }: { orderId: number; onMove: (() => void) | null }) {
  const { data } = useClosedOrders({ orderId })
  const row = data?.rows?.[0]
  if (!row) return null
  return (
    <Alert
      severity="warning"
      data-testid="closed-date-warning"
      action={
        onMove && (
          <Button color="inherit" size="small" variant="outlined" onClick={onMove}>
            Move
          </Button>
        )
      }
    >
      <AlertTitle>{closedDateLabel(row)}</AlertTitle>
      The day was closed after this order was placed: nothing ships that day. Move it to another delivery day;
      the customer gets a mail saying so.
    </Alert>
  )
}

/** On the pick list of a date (issue 36): the orders on it were placed before it was closed. */
export function PickListClosedWarning({ date }: { date: string }) {
  const { data } = useClosedOrders({ deliveryDate: date }, Boolean(date))
  const first = data?.rows?.[0]
  if (!first || !data) return null
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="pick-list-closed-warning">
      <AlertTitle>{closedDateLabel(first)}</AlertTitle>
      {data.total === 1 ? '1 order was' : `${data.total} orders were`} placed before the closure: move{' '}
      {data.total === 1 ? 'it' : 'them'} to another day before picking.{' '}
      {data.rows.map((row, i) => (
        <span key={row.orderId}>
          {i > 0 && ', '}
          <MuiLink component={Link} to={`/orders/${row.orderId}`} color="inherit">
            Order #{row.orderId} ({row.businessName})
          </MuiLink>
        </span>
      ))}
    </Alert>
  )
}

/** On the dashboard (issue 36): every order still on a closed day, each linked to its page to move it. */
export function ClosedOrdersPanel() {
  const { data } = useClosedOrders()
  if (!data?.rows?.length) return null
  return (
    <Card sx={{ mb: 3, borderColor: 'warning.main' }} variant="outlined" data-testid="closed-orders-panel">
      <CardHeader
        title={`${closedOrdersSentence(data.total)}`}
        subheader={
          data.total === 1
            ? 'Closed after it was placed: move it to another delivery day.'
            : 'Closed after they were placed: move each to another delivery day.'
        }
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
      />
      <CardContent sx={{ pt: 0 }}>
        <List dense disablePadding aria-label="Orders on closed days">
          {data.rows.map((row) => (
            <ListItem key={row.orderId} disableGutters divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button size="small" component={Link} to={`/orders/${row.orderId}`}>
                Order #{row.orderId}
              </Button>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 160 }}>
                {row.businessName}
              </Typography>
              <Typography variant="body2" color="warning.dark">
                {closedDateLabel(row)}
              </Typography>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  )
}

import { Alert, Card, CardContent, CardHeader, Divider, LinearProgress, Typography } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { Fragment, useEffect, useRef } from 'react'
import { useGetList } from 'react-admin'
import { useLocation } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import type { StandingOrder } from '../dataProvider/index.ts'
import { useCompanySchedule } from '../delivery/useCompanySchedule.ts'
import { StandingOrderPanel } from './StandingOrderPanel.tsx'

export const STANDING_ORDERS_ANCHOR = 'standing-orders'

/**
 * A customer's standing orders (issue 25), live ones first: each with its next dates. Made from
 * an order ("Make standing" on the order); here staff skip dates, pause, resume or cancel.
 */
export function StandingOrdersCard({ customerId }: { customerId: number }) {
  const canEdit = useCan('standing-orders', 'edit')
  const schedule = useCompanySchedule()
  const {
    data: rows = [],
    isPending,
    error,
  } = useGetList<StandingOrder>('standing-orders', {
    filter: { customerId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'startsOn', order: 'ASC' },
  })
  const shown = [...rows].sort((a, b) => Number(a.status === 'cancelled') - Number(b.status === 'cancelled'))
  const card = useRef<HTMLDivElement>(null)
  const { hash } = useLocation()
  // Arriving from "Make standing": the new standing order is here, further down the page.
  useEffect(() => {
    if (hash === `#${STANDING_ORDERS_ANCHOR}` && !isPending) card.current?.scrollIntoView({ block: 'start' })
  }, [hash, isPending])
  return (
    <Card id={STANDING_ORDERS_ANCHOR} ref={card}>
      <CardHeader
        title="Standing orders"
        subheader="The same lines placed at each cut-off. Make one from any of the customer's orders."
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
      />
      <CardContent sx={{ pt: 0 }}>
        {isPending && <LinearProgress aria-label="Loading standing orders" />}
        {error ? (
          <Alert severity="error">{errorMessage(error, 'Failed to load standing orders.')}</Alert>
        ) : null}
        {!isPending && !error && shown.length === 0 && (
          <Typography color="text.secondary">No standing orders.</Typography>
        )}
        {shown.map((standing, i) => (
          <Fragment key={standing.id}>
            {i > 0 && <Divider />}
            <StandingOrderPanel standing={standing} timeZone={schedule.data?.timeZone} canEdit={canEdit} />
          </Fragment>
        ))}
      </CardContent>
    </Card>
  )
}

import { Card, CardContent, Chip, Stack, Tab, Tabs, Typography } from '@mui/material'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { AsOfPanel } from './AsOfPanel.tsx'
import { slug } from './csv.ts'
import { OwnersPanel } from './OwnersPanel.tsx'
import { PriceLinesPanel } from './PriceLinesPanel.tsx'
import { ReadState } from './ReadState.tsx'
import { TimelinePanel } from './TimelinePanel.tsx'
import { useHistoryRead } from './useHistoryRead.ts'

const TABS = ['Timeline', 'As of a date', 'Price lines', 'Owners'] as const

/**
 * A customer's History (/customers/:id/history), for admins and auditors: every change with
 * who made it, the customer as of any instant, each line's price over time and the owners.
 * It only reads: nothing on it changes anything.
 */
export function CustomerHistory() {
  const { id = '' } = useParams()
  const [tab, setTab] = useState(0)
  const owners = useHistoryRead(id, ['owners'], (data) => data.historyOwners(id))
  const customer = owners.data?.customer
  const fileStem = slug(customer?.businessName ?? `customer-${id}`)

  return (
    <Page>
      <PageHeader
        title={`History${customer?.businessName ? `: ${customer.businessName}` : ''}`}
        backTo="/history"
        backLabel="Back to all customers' history"
      />
      {customer && (
        <Stack
          direction="row"
          columnGap={3}
          rowGap={0.5}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
          sx={{ mb: 2 }}
        >
          <Typography color="text.secondary">Account # {customer.accountNumber}</Typography>
          <Typography color="text.secondary">
            Owner today: {customer.salesUser ? customer.salesUser.name : 'none'}
          </Typography>
          {customer.status === 'deleted' && <Chip size="small" color="warning" label="Deleted" />}
        </Stack>
      )}
      {owners.error ? <ReadState read={owners} loading="Loading the history" /> : null}
      {!owners.error && (
        <Card>
          <Tabs
            value={tab}
            onChange={(_, next: number) => setTab(next)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="History views"
          >
            {TABS.map((label, index) => (
              <Tab
                key={label}
                label={label}
                id={`history-tab-${index}`}
                aria-controls={`history-panel-${index}`}
              />
            ))}
          </Tabs>
          <CardContent
            role="tabpanel"
            id={`history-panel-${tab}`}
            aria-labelledby={`history-tab-${tab}`}
            sx={{ p: { xs: 1.5, sm: 3 } }}
          >
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
              {TABS[tab]}
            </Typography>
            {tab === 0 && <TimelinePanel customerId={id} fileStem={fileStem} />}
            {tab === 1 && <AsOfPanel customerId={id} fileStem={fileStem} />}
            {tab === 2 && <PriceLinesPanel customerId={id} fileStem={fileStem} />}
            {tab === 3 && <OwnersPanel owners={owners} fileStem={fileStem} />}
          </CardContent>
        </Card>
      )}
    </Page>
  )
}

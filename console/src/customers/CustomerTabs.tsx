import { Box, Tabs } from '@mui/material'
import type { ReactNode } from 'react'
import { Tab, useSplatPathBase } from 'react-admin'
import { Navigate, useParams } from 'react-router-dom'

export interface CustomerTab {
  /** The tab's address under /customers/:id/edit ('' for the first, the customer's details). */
  path: string
  label: string
  content: ReactNode
}

const tabId = (path: string) => `customer-tab-${path || 'details'}`
const panelId = (path: string) => `customer-tabpanel-${path || 'details'}`

/**
 * An existing customer's page in tabs, so each part with its own Save sits apart from the
 * others (issue 36: the delivery days had a second Save under the price rows). The headers are
 * react-admin's tab links, each tab an address of its own (…/edit/delivery-days) that a menu or
 * a shared link opens. Every panel stays mounted, as in react-admin's TabbedForm, so what was
 * typed in one tab is still there after a look at another.
 */
export function CustomerTabs({ label, tabs }: { label: string; tabs: CustomerTab[] }) {
  const shown = useParams()['*'] ?? ''
  const base = useSplatPathBase()
  // An address no tab has (a stale link): the customer's first tab, not an empty page.
  if (!tabs.some((tab) => tab.path === shown)) return <Navigate to={base} replace />
  return (
    <>
      {/*
        A grid track of minmax(0, 1fr) counts the tab row as no minimum width: without it the
        row of headers widened a phone's page past the screen instead of scrolling.
      */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Tabs
          value={shown}
          aria-label={label}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.path}
              context="header"
              value={tab.path}
              label={tab.label}
              id={tabId(tab.path)}
              aria-controls={panelId(tab.path)}
            >
              {null}
            </Tab>
          ))}
        </Tabs>
      </Box>
      {tabs.map((tab) => (
        <Box
          key={tab.path}
          role="tabpanel"
          id={panelId(tab.path)}
          aria-labelledby={tabId(tab.path)}
          hidden={tab.path !== shown}
          sx={{ pt: 2 }}
        >
          {tab.content}
        </Box>
      ))}
    </>
  )
}

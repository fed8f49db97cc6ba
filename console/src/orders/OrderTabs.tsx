import { Tab, Tabs } from '@mui/material'
import { useListContext } from 'react-admin'
import { type OrderTab, tabOf, withTab } from './orderListFilter.ts'

/** Changing the filters through react-admin puts the list back on page 1, as spec 4 asks. */
export function OrderTabs() {
  const { filterValues, displayedFilters, setFilters } = useListContext()
  return (
    <Tabs
      value={tabOf(filterValues)}
      onChange={(_event, tab: OrderTab) => setFilters(withTab(filterValues, tab), displayedFilters)}
      aria-label="Orders"
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="current" label="Current Orders" />
      <Tab value="past" label="Past Orders" />
    </Tabs>
  )
}

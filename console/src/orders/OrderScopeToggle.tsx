import { ToggleButton, ToggleButtonGroup } from '@mui/material'
import { useListContext } from 'react-admin'
import type { OrderScope } from '../dataProvider/index.ts'
import { scopeOf, withScope } from './orderListFilter.ts'

/** Spec 2.4: an admin sees everyone's orders (All) or only those of the customers it owns (Mine). */
export function OrderScopeToggle() {
  const { filterValues, displayedFilters, setFilters } = useListContext()
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={scopeOf(filterValues)}
      onChange={(_event, scope: OrderScope | null) => {
        if (scope) setFilters(withScope(filterValues, scope), displayedFilters)
      }}
      aria-label="Whose orders"
    >
      <ToggleButton value="all" sx={{ px: 2 }}>
        All
      </ToggleButton>
      <ToggleButton value="mine" sx={{ px: 2 }}>
        Mine
      </ToggleButton>
    </ToggleButtonGroup>
  )
}

import { MenuItem, TextField } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useListContext } from 'react-admin'
import { useConsoleData } from '../common/useConsoleData.ts'
import { todayIn } from '../delivery/deliveryFormat.ts'
import { COMPANY_SCHEDULE_KEY } from '../delivery/scheduleKeys.ts'
import {
  DELIVERY_CHOICES,
  type DeliveryChoice,
  deliveryChoiceOf,
  deliveryIsCurrent,
  withDelivery,
} from './deliveryFilter.ts'

/** Beside the search: which delivery day's orders (issue 25). Changing it puts the list on page 1. */
export function DeliveryFilter() {
  const data = useConsoleData()
  const { filterValues, displayedFilters, setFilters } = useListContext()
  const schedule = useQuery({ queryKey: COMPANY_SCHEDULE_KEY, queryFn: () => data.companySchedule() })
  const zone = schedule.data?.timeZone
  const today = zone ? todayIn(zone) : null
  const choice = deliveryChoiceOf(filterValues)
  const date = typeof filterValues.deliveryDate === 'string' ? filterValues.deliveryDate : ''
  // A list kept overnight on "Today" moves on to the new today.
  useEffect(() => {
    if (today && !deliveryIsCurrent(filterValues, today))
      setFilters(withDelivery(filterValues, choice, today), displayedFilters)
  }, [today, filterValues, choice, displayedFilters, setFilters])
  const choose = (next: DeliveryChoice, nextDate?: string) => {
    if (today) setFilters(withDelivery(filterValues, next, today, nextDate), displayedFilters)
  }
  return (
    <>
      <TextField
        select
        size="small"
        label="Delivery"
        value={choice}
        disabled={!today}
        onChange={(e) => choose(e.target.value as DeliveryChoice)}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 160px' } }}
      >
        {DELIVERY_CHOICES.map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {choice === 'date' && today && (
        <TextField
          type="date"
          size="small"
          label="Delivery date"
          value={date}
          onChange={(e) => choose('date', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: { xs: '1 1 140px', sm: '0 0 170px' } }}
        />
      )}
    </>
  )
}

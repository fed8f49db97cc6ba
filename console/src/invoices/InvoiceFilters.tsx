import { Autocomplete, TextField } from '@mui/material'
import { INVOICE_STATUS_LABELS } from '@provender/web-shared/books/books.ts'
import { useState } from 'react'
import { SortButton, useGetList, useListContext } from 'react-admin'
import type { Customer } from '../dataProvider/index.ts'
import { FilterSelect } from '../sentMail/SentMailFilters.tsx'

/** One filter of the list: its value as text ('' none), and a setter that drops it when emptied. */
function useFilter(key: string): [string, (next: string | number | null) => void] {
  const { filterValues, displayedFilters, setFilters } = useListContext()
  const held = (filterValues as Record<string, unknown>)[key]
  const change = (next: string | number | null) => {
    const rest = Object.fromEntries(Object.entries(filterValues as object).filter(([k]) => k !== key))
    setFilters(next === null || next === '' ? rest : { ...rest, [key]: next }, displayedFilters)
  }
  return [typeof held === 'string' || typeof held === 'number' ? String(held) : '', change]
}

/**
 * Status (open or paid) and one customer, chosen by typing its name (the server searches); on a
 * phone, which has no column headers to sort by, the sort button over `sortFields`.
 */
export function InvoiceFilters({ sortFields }: { sortFields?: readonly string[] }) {
  const [status, setStatus] = useFilter('status')
  return (
    <>
      <CustomerFilter />
      <FilterSelect
        label="Status"
        anyLabel="Any status"
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        options={Object.entries(INVOICE_STATUS_LABELS)}
        sx={{ flex: { xs: '1 1 120px', sm: '0 0 160px' } }}
      />
      {sortFields && <SortButton fields={[...sortFields]} />}
    </>
  )
}

type CustomerOption = Pick<Customer, 'id' | 'businessName'>

function CustomerFilter() {
  const [customerId, setCustomerId] = useFilter('customerId')
  const [typed, setTyped] = useState('')
  const [chosen, setChosen] = useState<CustomerOption | null>(null)
  const { data = [] } = useGetList<Customer>('customers', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'businessName', order: 'ASC' },
    filter: typed.trim() ? { q: typed.trim() } : {},
  })
  // A customer chosen before (or in a shared link) shows by name once the list has it.
  const value = chosen ?? data.find((c) => String(c.id) === customerId) ?? null
  return (
    <Autocomplete<CustomerOption>
      options={data}
      value={customerId ? value : null}
      getOptionLabel={(c) => c.businessName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_event, next) => {
        setChosen(next)
        setCustomerId(next ? next.id : null)
      }}
      size="small"
      sx={{ flex: { xs: '1 1 100%', sm: '0 0 280px' } }}
      renderInput={(params) => <TextField {...params} label="Customer" />}
    />
  )
}

import { MenuItem, type SxProps, TextField, type Theme } from '@mui/material'
import { notificationKinds } from '@provender/events'
import { useListContext } from 'react-admin'
import { KIND_LABELS, STATUS_LABELS } from './sentMailFormat.ts'

const ANY = ''

/** Status and kind beside the search; "Any" clears the filter. */
export function SentMailFilters() {
  const { filterValues, displayedFilters, setFilters } = useListContext()
  const choose = (key: 'status' | 'kind') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { [key]: _old, ...rest } = filterValues as Record<string, unknown>
    const value = event.target.value
    setFilters(value === ANY ? rest : { ...rest, [key]: value }, displayedFilters)
  }
  const current = (key: string) => {
    const value = (filterValues as Record<string, unknown>)[key]
    return typeof value === 'string' ? value : ANY
  }
  return (
    <>
      <FilterSelect
        label="Status"
        anyLabel="Any status"
        value={current('status')}
        onChange={choose('status')}
        options={Object.entries(STATUS_LABELS)}
        sx={{ flex: { xs: '1 1 120px', sm: '0 0 160px' } }}
      />
      <FilterSelect
        label="Kind"
        anyLabel="Any kind"
        value={current('kind')}
        onChange={choose('kind')}
        options={notificationKinds.map((kind) => [kind, KIND_LABELS[kind]] as const)}
        sx={{ flex: { xs: '1 1 180px', sm: '0 0 220px' } }}
      />
    </>
  )
}

/** One compact select of a filter row, its first choice ("Any …") clearing the filter (invoices use it too). */
export function FilterSelect({
  label,
  anyLabel,
  value,
  onChange,
  options,
  sx,
}: {
  label: string
  anyLabel: string
  value: string
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void
  /** [value, label] pairs, in the order shown. */
  options: ReadonlyArray<readonly [string, string]>
  sx: SxProps<Theme>
}) {
  return (
    <TextField select size="small" label={label} value={value} onChange={onChange} fullWidth={false} sx={sx}>
      <MenuItem value={ANY}>{anyLabel}</MenuItem>
      {options.map(([option, optionLabel]) => (
        <MenuItem key={option} value={option}>
          {optionLabel}
        </MenuItem>
      ))}
    </TextField>
  )
}

import { MenuItem, TextField } from '@mui/material'
import { loadStoredUser } from '@provender/web-shared/session.ts'
import { fullName, useSalesUsers } from '../common/useConsoleData.ts'

/** Spec 2.6: an admin picks the owning sales rep; the list includes Me (the admin itself). */
export function OwnerSelect({
  value,
  error,
  onChange,
}: {
  value: number | ''
  error?: string
  onChange: (id: number) => void
}) {
  const { users } = useSalesUsers()
  const me = loadStoredUser()
  const options = [
    ...(me ? [{ id: me.id, label: `Me (${fullName(me)})` }] : []),
    ...users.filter((rep) => rep.id !== me?.id).map((rep) => ({ id: rep.id, label: fullName(rep) })),
  ]
  // Until the reps load, an owner already set has no option yet; show it blank rather than warn.
  const shown = value !== '' && options.some((o) => o.id === value) ? value : ''
  return (
    <TextField
      select
      label="Sales Rep"
      required
      value={shown}
      onChange={(e) => onChange(Number(e.target.value))}
      error={Boolean(error)}
      helperText={error}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}

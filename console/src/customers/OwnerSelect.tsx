import { MenuItem } from '@mui/material'
import { loadStoredUser } from '@provender/web-shared/session.ts'
import { TextFieldInput } from '../common/TextFieldInput.tsx'
import { fullName, useSalesUsers } from '../common/useConsoleData.ts'

/**
 * Spec 2.6: an admin picks the owning sales rep (the form's `salesUserId`); the list includes
 * Me (the admin itself).
 */
export function OwnerSelect() {
  const { users } = useSalesUsers()
  const me = loadStoredUser()
  const options = [
    ...(me ? [{ id: me.id, label: `Me (${fullName(me)})` }] : []),
    ...users.filter((rep) => rep.id !== me?.id).map((rep) => ({ id: rep.id, label: fullName(rep) })),
  ]
  return (
    <TextFieldInput
      source="salesUserId"
      select
      label="Sales Rep"
      required
      parse={Number}
      // Until the reps load, an owner already set has no option yet; show it blank rather than warn.
      format={(value) => (options.some((o) => o.id === value) ? value : '')}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextFieldInput>
  )
}

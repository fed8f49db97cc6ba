import AddIcon from '@mui/icons-material/Add'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import { Box, Button, Tab, Tabs } from '@mui/material'
import { Link, useSearchParams } from 'react-router-dom'
// Straight from its file: the folder's index holds lazy screens, and this button is in the header at once.
import { AddAuditorButton } from '../auditors/AddAuditorButton.tsx'
import { ListScreen } from '../common/PageHeader.tsx'
import { USER_TABS } from './userTabs.tsx'

/** /users (spec 2.11, admin only): one tab per kind of account. */
export function UserList() {
  const [params, setParams] = useSearchParams()
  const current = USER_TABS.find((tab) => tab.value === params.get('tab')) ?? USER_TABS[0]
  if (!current) return null
  const { Panel } = current
  return (
    <ListScreen
      title="Users"
      actions={
        <>
          <Button component={Link} to="/sales-users/new" variant="contained" startIcon={<PersonAddIcon />}>
            Add Sales User
          </Button>
          <Button component={Link} to="/customers/new" variant="outlined" startIcon={<AddIcon />}>
            New Customer
          </Button>
          <AddAuditorButton />
        </>
      }
    >
      <Tabs
        value={current.value}
        onChange={(_event, value: string) => setParams({ tab: value }, { replace: true })}
        aria-label="Kinds of users"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {USER_TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`users-tab-${tab.value}`}
            aria-controls="users-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="users-panel" aria-labelledby={`users-tab-${current.value}`}>
        <Panel />
      </Box>
    </ListScreen>
  )
}

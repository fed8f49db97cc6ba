import { Tooltip } from '@mui/material'
import { HomeButton, ProductNameTitle } from '@provender/web-shared/AppBarParts.tsx'
import { AppBar } from 'react-admin'
import { AccountMenu } from './AccountMenu.tsx'

/**
 * Spec 2.3: drawer button (react-admin's, first in the bar), a home button, the product
 * name centred over the whole bar, and the account menu.
 */
export function ConsoleAppBar() {
  return (
    <AppBar alwaysOn color="primary" userMenu={<AccountMenu />}>
      <Tooltip title="Home">
        <HomeButton />
      </Tooltip>
      <ProductNameTitle lettering={{ letterSpacing: 1, fontWeight: 700 }} />
      <span style={{ flex: 1 }} />
    </AppBar>
  )
}

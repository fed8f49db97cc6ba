import HomeIcon from '@mui/icons-material/Home'
import { IconButton, Tooltip, Typography } from '@mui/material'
import { AppBar } from 'react-admin'
import { Link } from 'react-router-dom'
import { AccountMenu } from './AccountMenu.tsx'

/**
 * Spec 2.3: drawer button (react-admin's, first in the bar), a home button, the product
 * name centred over the whole bar, and the account menu.
 */
export function ConsoleAppBar() {
  return (
    <AppBar alwaysOn color="primary" userMenu={<AccountMenu />}>
      <Tooltip title="Home">
        <IconButton component={Link} to="/" color="inherit" aria-label="Home">
          <HomeIcon />
        </IconButton>
      </Tooltip>
      <Typography
        variant="h6"
        component="div"
        sx={{
          // Centred on the bar, not on the space left between the buttons.
          position: 'absolute',
          left: '50%',
          transform: 'translateX(-50%)',
          letterSpacing: 1,
          fontWeight: 700,
          pointerEvents: 'none',
        }}
      >
        Provender
      </Typography>
      <span style={{ flex: 1 }} />
    </AppBar>
  )
}

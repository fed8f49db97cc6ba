import { Box, ButtonBase, Typography } from '@mui/material'
import type { SessionUser } from '@provender/web-shared/session.ts'
import { lazy, Suspense, useState } from 'react'

// The menu's code loads on the first tap: most visits never open it.
const AccountMenuPopover = lazy(() =>
  import('./AccountMenuPopover.tsx').then((m) => ({ default: m.AccountMenuPopover })),
)

const MENU_ID = 'account-menu'

function initials(user: SessionUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?'
}

/**
 * The account button shows the customer's initials and first name, and its accessible name
 * is that same first name (the initials are decoration), so what is read is what is seen.
 */
export function AccountMenu({
  user,
  onProfile,
  onLogout,
}: {
  user: SessionUser
  onProfile: () => void
  onLogout: () => void
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [used, setUsed] = useState(false)
  return (
    <>
      <ButtonBase
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? MENU_ID : undefined}
        onClick={(e) => {
          setUsed(true)
          setAnchor(e.currentTarget)
        }}
        sx={{ minHeight: 44, minWidth: 44, px: 0.75, borderRadius: 22, gap: 1, color: 'inherit' }}
      >
        <Box
          aria-hidden
          sx={{
            width: 34,
            height: 34,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: 14,
            fontWeight: 700,
          }}
        >
          {initials(user)}
        </Box>
        <Typography
          component="span"
          sx={{
            fontWeight: 600,
            maxWidth: { xs: 72, sm: 160 },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
          noWrap
        >
          {user.firstName}
        </Typography>
      </ButtonBase>
      {used && (
        <Suspense fallback={null}>
          <AccountMenuPopover
            id={MENU_ID}
            user={user}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onProfile={onProfile}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  )
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import HomeIcon from '@mui/icons-material/Home'
import { Box, Button, IconButton, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

/**
 * A screen's title, subtitle, back button and actions. Back is a link to a fixed path, or
 * "one step back" (spec 2.12) when `onBack` is given.
 */
export function PageHeader({
  title,
  subtitle,
  backTo,
  onBack,
  backLabel = 'Back',
  actions,
}: {
  title: ReactNode
  subtitle?: ReactNode
  backTo?: string
  onBack?: () => void
  backLabel?: string
  actions?: ReactNode
}) {
  const back = backTo ? (
    <IconButton component={Link} to={backTo} aria-label={backLabel} edge="start">
      <ArrowBackIcon />
    </IconButton>
  ) : onBack ? (
    <IconButton onClick={onBack} aria-label={backLabel} edge="start">
      <ArrowBackIcon />
    </IconButton>
  ) : null
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      justifyContent="space-between"
      alignItems={{ xs: 'stretch', sm: 'center' }}
      spacing={1.5}
      sx={{ mb: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" alignItems="center" spacing={1} sx={{ minWidth: 0 }}>
        {back}
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Box>
      </Stack>
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent={{ sm: 'flex-end' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  )
}

/** The padded, centred column every console screen sits in. */
export function Page({ children, maxWidth = 1280 }: { children: ReactNode; maxWidth?: number }) {
  return <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth, mx: 'auto', width: '100%' }}>{children}</Box>
}

/** A list screen (customers, products, users): its title, Home first among its actions, then the list. */
export function ListScreen({
  title,
  actions,
  children,
}: {
  title: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <Page>
      <PageHeader
        title={title}
        actions={
          <>
            <Button component={Link} to="/" variant="outlined" startIcon={<HomeIcon />}>
              Home
            </Button>
            {actions}
          </>
        }
      />
      {children}
    </Page>
  )
}

import ChevronRight from '@mui/icons-material/ChevronRight'
import { Box, Card, CardActionArea, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'

export interface HomeCardProps {
  to: string
  icon: ReactNode
  title: string
  description: string
  disabled?: boolean
  /** The description explains why the card is unavailable. */
  alert?: boolean
}

/** One large tap target on the home screen; dimmed and inert when disabled. */
export function HomeCard({ to, icon, title, description, disabled = false, alert = false }: HomeCardProps) {
  return (
    <Card
      variant="outlined"
      aria-disabled={disabled || undefined}
      sx={{
        height: '100%',
        opacity: disabled ? 0.55 : 1,
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': disabled
          ? undefined
          : { boxShadow: '0 8px 24px rgba(20,50,30,.12)', transform: 'translateY(-2px)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        disabled={disabled}
        sx={{ height: '100%', p: { xs: 2.5, sm: 3 }, display: 'flex', alignItems: 'center', gap: 2 }}
      >
        <Box
          sx={{
            width: 56,
            height: 56,
            borderRadius: 3,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            bgcolor: disabled ? 'action.disabledBackground' : 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {icon}
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color={alert ? 'error.main' : 'text.secondary'}>
            {description}
          </Typography>
        </Box>
        <ChevronRight color="action" />
      </CardActionArea>
    </Card>
  )
}
